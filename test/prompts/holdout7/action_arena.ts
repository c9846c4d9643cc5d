import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_arena;
const B = "booking office";
const meet = { ...inputs, activity: "meeting the first train (waving it away)" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", "Answer: booking office", B),
    text("good", "o3-mini", "Answer: booking office", B),
    text("good", "mistral-7b", " Answer: booking office", B),
    text("good", "mistral-nemo", "Answer: booking office\n\nThe ticket window is in the booking office.", B),
    text("good", "llama-3.2-3b", "Answer: booking office", B),
    text("good", "qwen2.5-14b", "Answer: booking office", B),
    text("good", "granite", "Answer: booking office", B),
    text("good", "qwen3", "<think>\nTicket window → booking office.\n</think>\n\nAnswer: booking office", B),
    text("good", "gemini", "**Answer: booking office** 🎫", B),
    text("good", "gpt-4.1", "Answer: platform", "platform", { inputs: meet }),
    text("good", "llama-3.2-1b", "Answer: platform", "platform", { inputs: meet }),
    text("format", "mistral-7b", "Answer: Booking Office", B),
    text("format", "gemini", "### Area\n\n* **booking office** — where the ticket window is.", B),
    text("format", "granite", "Output: booking office", B),
    text("format", "qwen2.5-14b", "\"booking office\".", B),
    text("format", "o3-mini", "{'arena': 'booking office'}", B),
    text("format", "mistral-nemo", "Risposta: booking office", B),
    text("format", "qwen2.5-14b", "答え: booking office", B),
    text("format", "gpt-4o-mini", "In which of these areas does Ilse do it? Answer: booking office", B),
    text("format", "llama-3.2-3b", "Answer: the booking office", B),
    text("format", "gemini", "Answer: booking office\n\nAnswer: booking office", B),
    text("brace", "llama-3.2-3b", "Answer: booking office>", B),
    text("format", "mistral-7b", "Answer: booking office or platform", "fallback"),
    text("refusal", "granite", "Answer: ticket window", "fallback"),
    text("refusal", "llama-3.2-1b", "Answer: waiting room", "fallback"),
    text("placeholder", "tinyllama", "Answer: <area>", "fallback"),
    text("loop", "smollm", "booking office booking office booking office booking office booking office booking office", B),
    text("ellipsis", "smollm", "...", "fallback"),
    capped("qwen3", "<think>\nShe is opening the ticket window for the first train. Ticket window is in the booking office, though she might also", "fallback"),
    text("good", "gpt-4.1", "Answer: booking office", B),
    text("good", "granite", "Answer: platform", "platform", { inputs: meet }),
    text("good", "qwen2.5-14b", "Answer: platform\n\nThe first train is met on the platform.", "platform", { inputs: meet }),
    text("good", "mistral-nemo", "Answer: booking office\n", B),
  ],
  structured: [
    object("good", "valid", { arena: B }, B),
    object("good", "platform", { arena: "platform" }, "platform", { inputs: meet }),
    object("format", "title case", { arena: "Booking Office" }, B),
    object("renamed-field", "area", { area: B }, B),
    object("extra-field", "thing beside", { arena: B, object: "ticket window" }, B),
    object("nested-json", "tool-call wrapper", { name: "action_arena", arguments: { arena: B } }, B),
    object("refusal", "a thing, not an area", { arena: "ticket window" }, "fallback"),
    rawAnswer("format", "Python dict", "{'arena': 'booking office'}", B),
    rawAnswer("format", "trailing comma", '{"arena": "booking office",}', B),
    rawAnswer("cut-off", "cut", '{"arena": "book', "fallback", { finishReason: "length" }),
  ],
});
