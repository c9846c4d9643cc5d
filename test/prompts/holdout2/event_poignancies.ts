import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T10:00:00" },
  descriptions: [
    "the oven is running cold",
    "a customer is buying a baguette at the till",
    "Tomasz Nowak is telling Ines Moreau the ferry leaves at a quarter to eight on Saturday",
    "the mixing machine is idle",
  ],
};

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1: 8\n2: 1\n3: 6\n4: 1", [8, 1, 6, 1]),
    text("good", "gpt-3.5", "Here are the scores:\n\n1: 8\n2: 1\n3: 6\n4: 1\n\nThe oven matters most, with the regatta so close.", [8, 1, 6, 1]),
    text("good", "llama-3-8b", "**1:** 8\n**2:** 2\n**3:** 6\n**4:** 1", [8, 2, 6, 1]),
    text("good", "reasoning", "<think>\nOven cold with 300 buns due: 8. Baguette sale: 1. Ferry time: 6. Mixer idle: 1.\n</think>\n1: 8\n2: 1\n3: 6\n4: 1", [8, 1, 6, 1]),
    text("batch-ids", "llama-3-8b", "0: 8\n1: 1\n2: 6\n3: 1", [8, 1, 6, 1]),
    text("batch-ids", "gpt-3.5", "3: 6\n1: 8\n4: 1\n2: 1", [8, 1, 6, 1]),
    text("batch-ids", "1b", "8\n1\n6", [8, 1, 6, null]),
    text("format", "qwen2.5-7b", "Event 1 (the oven is running cold): 8\nEvent 2 (a customer buying a baguette): 1\nEvent 3 (the ferry time): 6\nEvent 4 (the mixing machine is idle): 1", [8, 1, 6, 1]),
    text("format", "llama-3-8b", "| Event | Score |\n|---|---|\n| 1 | 8 |\n| 2 | 1 |\n| 3 | 6 |\n| 4 | 1 |", [8, 1, 6, 1]),
    text("number-in-text", "gpt-4o-mini", "1: 8\n2: 1\n3: 6 (the ferry at 7:45 on Saturday)\n4: 1", [8, 1, 6, 1]),
    text("refusal", "refusal", "I'm sorry, but I can't score these events.", "fallback"),
    capped("gpt-3.5", "1: 8\n2: 1\n3:", [8, 1, null, null]),
  ],
  structured: [
    object("good", "valid", { scores: [{ event: 1, score: 8 }, { event: 2, score: 1 }, { event: 3, score: 6 }, { event: 4, score: 1 }] }, [8, 1, 6, 1]),
    object("batch-ids", "numbered from 0", { scores: [{ event: 0, score: 8 }, { event: 1, score: 1 }, { event: 2, score: 6 }, { event: 3, score: 1 }] }, [8, 1, 6, 1]),
    object("string-value", "scores as strings", { scores: [{ event: 1, score: "8" }, { event: 2, score: "1" }, { event: 3, score: "6" }, { event: 4, score: "1" }] }, [8, 1, 6, 1]),
    object("missing-field", "the fourth left out", { scores: [{ event: 1, score: 8 }, { event: 2, score: 1 }, { event: 3, score: 6 }] }, [8, 1, 6, null]),
    rawAnswer("cut-off", "cut off after two scores", '{"scores": [{"event": 1, "score": 8}, {"event": 2, "score": 1}, {"event": 3, "sc', [8, 1, null, null], { finishReason: "length" }),
  ],
});
