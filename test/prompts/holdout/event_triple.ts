import { eventTriplePrompt, type EventTriple } from "../../../prompts/persona/eventTriple.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = { subject: "Owen Pryce", description: "building the stage (sawing planks)" };
const saw: EventTriple = ["Owen Pryce", "saw", "planks"];
const build: EventTriple = ["Owen Pryce", "build", "the stage"];
const bench = { subject: "workbench", description: "covered in sawdust" };

export default corpusOf<EventTriple>({
  prompt: eventTriplePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "saw, planks)", saw),
    text("good", "gpt-4o-mini", "(Owen Pryce, build, the stage)", build),
    text("good", "gpt-3.5", "Triple: (Owen Pryce, saw, planks)", saw),
    text("good", "gpt-3.5", "Owen Pryce saws planks.", saw),
    text("good", "llama-3-8b", "Here is the triple:\n\n**(Owen Pryce, saw, planks)**\n\nOwen is the subject, \"saw\" the predicate and \"planks\" the object.", saw),
    text("good", "llama-3-8b", "Subject: Owen Pryce\nPredicate: build\nObject: the stage", build),
    text("good", "qwen2.5-7b", '{"subject": "Owen Pryce", "predicate": "saw", "object": "planks"}', saw),
    text("good", "qwen2.5-7b", "(Owen, saw, planks)", saw),
    text("good", "1b", "saw | planks", saw),
    text("good", "gpt-4o-mini", "is covered, sawdust)", ["workbench", "is covered", "sawdust"], { inputs: bench }),
    text("good", "reasoning", "<think>\nThe sub-action is sawing planks; base form saw.\n</think>\n(Owen Pryce, saw, planks)", saw),
    text("template-cut", "gpt-3.5", "It seems like your message was cut off. Could you provide the full statement you'd like me to turn into a triple?", "fallback"),
    text("template-cut", "llama-3-8b", "It looks like the triple is incomplete. Could you please provide the rest of the statement?", "fallback"),
    text("brace", "1b", "saw, planks)}", saw),
    text("label", "gpt-4o-mini", "(Owen Pryce, saw, planks) (This reflects the sub-action.)", saw),
    text("nested-json", "qwen2.5-7b", '{"triple": {"subject": "Owen Pryce", "predicate": "saw", "object": "planks"}}', saw),
    text("placeholder", "1b", "(<subject>, <predicate>, <object>)", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't extract a triple from this.", "fallback"),
    text("good", "1b", "(Mei Lin, read, novel)", "fallback"),
    capped("gpt-4o-mini", "(Owen Pryce, saw,", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe statement is about building the stage; the sub-action is sawing. So the predicate", "fallback"),
  ],
  structured: [
    object("good", "valid", { subject: "Owen Pryce", predicate: "saw", object: "planks" }, saw),
    object("good", "the first name", { subject: "Owen", predicate: "build", object: "the stage" }, build),
    object("renamed-field", "verb for predicate", { subject: "Owen Pryce", verb: "saw", object: "planks" }, saw),
    object("extra-field", "a statement beside", { subject: "Owen Pryce", predicate: "saw", object: "planks", statement: "Owen Pryce is sawing planks" }, saw),
    object("missing-field", "the subject left out", { predicate: "saw", object: "planks" }, saw),
    object("refusal", "a refusal in the predicate", { subject: "Owen Pryce", predicate: "I cannot determine the predicate", object: "" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the object", '{"subject": "Owen Pryce", "predicate": "saw", "object": "pla', "fallback", { finishReason: "length" }),
  ],
});
