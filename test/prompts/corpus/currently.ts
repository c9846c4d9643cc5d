import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const status = "Ada Okafor is testing her honey-rye loaf and planning an extra batch of pastries for the poetry night at Larkspur Library on Friday at 7pm.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs: {
    identity: { ...ada, currTime: "2024-05-07T00:00:00" },
    planNote: "I promised Tomas pastries for the poetry night on Friday at 7pm.",
    feelingsNote: "I have felt busy but happy.",
  },
  text: [
    { style: "gpt-4o-mini", answer: `Status: ${status}`, expected: status },
    { style: "gpt-4o-mini", answer: status, expected: status },
    { style: "gpt-3.5", answer: `**Status:** ${status}`, expected: status },
    { style: "gpt-3.5", answer: `Status: "${status}"`, expected: status },
    { style: "llama-3-8b", answer: `Here is Ada's updated status:\n\nStatus: ${status}\n\nThis keeps her plans for Friday in view.`, expected: status },
    { style: "qwen2.5-7b", answer: `{"status": "${status}"}`, expected: status },
    { style: "qwen2.5-7b", answer: "Status: Ada Okafor is testing her honey-rye loaf.\nShe plans an extra batch of pastries for Friday.", expected: "Ada Okafor is testing her honey-rye loaf. She plans an extra batch of pastries for Friday." },
    { style: "1b", answer: "Status:", expected: "fallback" },
    { style: "1b", answer: "Status: <status>", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nKeep the Friday plan with its time and place.\n</think>\nStatus: ${status}`, expected: status },
    { style: "reasoning", answer: "<think>\nYesterday's status mentions the loaf and the pastries. Today she should", expected: "fallback" },
    { style: "gpt-3.5", answer: "Here are two options:\n\nOption 1: Ada Okafor is baking pastries for the poetry night.\n\nOption 2: Ada Okafor is resting before Friday.", expected: "fallback" },
    { style: "refusal", answer: "I'm not able to write a status for a real person, but here is a generic one: Ada is busy.", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, I can't help with that request.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { status }, expected: status },
    { note: "a label inside", answer: { status: `Status: ${status}` }, expected: status },
    { note: "a placeholder", answer: { status: "<status>" }, expected: "fallback" },
    { note: "empty", answer: { status: "" }, expected: "fallback" },
  ],
});
