import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T09:15:00" },
  descriptions: [
    "Owen Pryce is asking Nadia Haddad where the first-aid tent should go",
    "the kettle is boiling water",
    "Bea Lindqvist is telling Nadia Haddad that the hay-fever tablets will arrive on Saturday",
    "a customer is paying for sun cream at the till",
  ],
};
const all: EventPoignancies = [5, 1, 6, 2];
const lines = (format: (n: number, s: number) => string, from = 1, scores = all) => scores.map((s, i) => format(i + from, s!)).join("\n");
const entries = (from = 1) => all.map((score, i) => ({ event: i + from, score }));

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", lines((n, s) => `${n}: ${s}`), all),
    text("good", "gpt-4o-mini", `Here are the scores:\n\n${lines((n, s) => `${n}. ${s}`)}`, all),
    text("good", "gpt-4o-mini", lines((n, s) => `**${n}:** ${s}`), all),
    text("good", "gpt-3.5", lines((n, s) => `${n}: ${s}/10`), all),
    text("good", "gpt-3.5", lines((n, s) => `Event ${n}: ${s}`), all),
    text("good", "gpt-3.5", "Scores: 5, 1, 6, 2", all),
    text(
      "good",
      "llama-3-8b",
      "Sure! Here's how much each event matters to Nadia:\n\n1: 5 - the tent is her responsibility\n2: 1 - routine\n3: 6 - she has been waiting for this delivery\n4: 2 - an ordinary sale\n\nLet me know if you need anything else!",
      all,
    ),
    text(
      "good",
      "llama-3-8b",
      "a customer is paying for sun cream at the till: 2\nOwen Pryce is asking Nadia Haddad where the first-aid tent should go: 5\nthe kettle is boiling water: 1\nBea Lindqvist is telling Nadia Haddad that the hay-fever tablets will arrive on Saturday: 6",
      all,
    ),
    text("good", "qwen2.5-7b", '{"scores": [5, 1, 6, 2]}', all),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(entries(), null, 2) + "\n```", all),
    text("good", "qwen2.5-7b", lines((n, s) => `${n}: ${s}`).replace(/\n/g, "  \n"), all),
    text("good", "1b", "5\n1\n6\n2", all),
    text("good", "1b", "5 1 6 2", all),
    text("good", "reasoning", "<think>\nThe tent is her job for the fair, moderately important: 5. Kettle: 1. The delivery she has been waiting for, arriving the day of the fair: 6. A sale: 2.\n</think>\n\n1: 5\n2: 1\n3: 6\n4: 2", all),
    text("good", "reasoning", "<think>\nScore each. 1 -> 5. 2 -> 1. 3 -> 6. 4 -> 2.\n</think>\n1: 5\n2: 1\n3: 6\n4: 2", all),
    text("good", "gpt-3.5", lines((n, s) => `${n} - ${s}`), all),
    text("good", "gpt-3.5", lines((n, s) => `${n}) ${s}`), all),
    text("good", "llama-3-8b", lines((n, s) => `**Event ${n}:** ${s}/10`), all),
    text("good", "qwen2.5-7b", '{"1": 5, "2": 1, "3": 6, "4": 2}', all),
    text("good", "reasoning", "<think>\nEvent 3: maybe a 7? It is only a delivery date, though it lands on the day of the fair. Say 6.\n</think>\n\n1: 5\n2: 1\n3: 6\n4: 2", all),

    // --- batched answers matched by their numbers and labels ----------------------------------------------------
    text("batch-ids", "1b", lines((n, s) => `${n}: ${s}`, 0), all),
    text("batch-ids", "llama-3-8b", lines((n, s) => `Event ${n}: ${s}`, 0), all),
    text("batch-ids", "qwen2.5-7b", JSON.stringify(entries(0)), all),
    text(
      "batch-ids",
      "gpt-4o-mini",
      "Event 1 (Owen asking about the tent): 5\nEvent 2 (the kettle): 1\nEvent 3 (the tablets arriving on Saturday): 6\nEvent 4 (sun cream at the till): 2",
      all,
    ),
    text("batch-ids", "gpt-3.5", "3: 6\n1: 5\n4: 2\n2: 1", all),
    text("batch-ids", "llama-3-8b", "- Owen asking where the tent goes: 5\n- The hay-fever tablets arriving on Saturday: 6", [5, null, 6, null]),
    text("batch-ids", "gpt-3.5", "1: 5\n3: 6\n4: 2", [5, null, 6, 2]),
    text("batch-ids", "1b", "1: 5\n1: 5\n1: 5\n1: 5", [5, null, null, null]),

    // --- forms nobody asked for -------------------------------------------------------------------------------
    text("format", "qwen2.5-7b", '{"event_1": 5, "event_2": 1, "event_3": 6, "event_4": 2}', all),
    text("format", "gpt-4o-mini", "| Event | Score |\n|---|---|\n| 1 | 5 |\n| 2 | 1 |\n| 3 | 6 |\n| 4 | 2 |", all),
    text(
      "format",
      "llama-3-8b",
      "| # | Event | Score |\n|---|---|---|\n| 1 | Owen Pryce is asking Nadia Haddad where the first-aid tent should go | 5 |\n| 2 | the kettle is boiling water | 1 |\n| 3 | Bea Lindqvist is telling Nadia Haddad that the hay-fever tablets will arrive on Saturday | 6 |\n| 4 | a customer is paying for sun cream at the till | 2 |",
      all,
    ),
    text("string-value", "qwen2.5-7b", '{"scores": ["5", "1", "6", "2"]}', all),
    text("string-value", "qwen2.5-7b", '{"1": "5/10", "2": "1/10", "3": "6/10", "4": "2/10"}', all),

    // --- the person's value, numbers in the reasons, number words -------------------------------------------
    text("general-value", "gpt-4o-mini", "1: 5\n2: 1\n3: For most people a delivery update is a 2, but for Nadia it's a 6\n4: 2", all),
    text("general-value", "llama-3-8b", "1: 5\n2: 1\n3: 3 in general, 6 for Nadia\n4: 2", all),
    text("number-in-text", "gpt-3.5", "1: 5\n2: 1\n3: 6 (Saturday is 5 days away and the fair depends on it)\n4: 2", all),
    text("number-in-text", "llama-3-8b", "1: Owen asking at 9am where the tent goes: 5\n2: 1\n3: The tablets arriving on June 15: 6\n4: 2", all),
    text("number-in-text", "gpt-4o-mini", "1: 5 (she needs 2 tables and a bench)\n2: 1\n3: 6\n4: 2", all),
    text("number-words", "1b", "1: five\n2: one\n3: six\n4: two", all),
    text("number-words", "gpt-3.5", "1: 5\n2: 1\n3: six out of ten\n4: 2", all),

    // --- labels, notes, sub-bullets -----------------------------------------------------------------------------
    text("label", "gpt-3.5", lines((n, s) => `${n}: Score: ${s}`), all),
    text("label", "gpt-4o-mini", `${lines((n, s) => `${n}: ${s}`)}\n\n(This reflects Nadia's focus on the fair this week.)`, all),
    text("sub-bullets", "llama-3-8b", "1. 5\n   - Owen needs her decision today\n   - 2 tables and a bench\n2. 1\n3. 6\n   - 5 days before the fair\n4. 2", all),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", "1: 5\n2: 1\n3:", [5, 1, null, null]),
    capped("llama-3-8b", "Here are the scores:\n\n1. 5 (the tent is her job)\n2. 1 (routine)\n3. 6 (she has been waiting on", [5, 1, 6, null]),
    capped("gpt-3.5", "1: 5\n2: 1\n3: 6\n4: 1", [5, 1, 6, null]),
    text("cut-off", "qwen2.5-7b", '{"scores": [5, 1, 6', [5, 1, 6, null]),
    text("cut-off", "reasoning", "<think>\nThe tent question matters, she is responsible for first aid. The kettle is nothing. The tablets", "fallback"),

    // --- refusals, placeholders, nothing -----------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't assess how significant events are to a real person.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"matters to Nadia\". Could you clarify what the scores should measure?", "fallback"),
    text("refusal", "llama-3-8b", "1: 5\n2: 1\n3: I can't judge this one without knowing more about the delivery\n4: 2", [5, 1, null, 2]),
    text("placeholder", "1b", "1: <score>\n2: <score>\n3: <score>\n4: <score>", "fallback"),
    text("good", "1b", "1: 5\n2: 11\n3: 6\n4: 0", [5, null, 6, null]),
  ],
  structured: [
    object("good", "valid", { scores: entries() }, all),
    object("batch-ids", "numbered from 0", { scores: entries(0) }, all),
    object("batch-ids", "out of order", { scores: [entries()[2], entries()[0], entries()[3], entries()[1]] }, all),
    object("missing-field", "one event left out", { scores: [entries()[0], entries()[2], entries()[3]] }, [5, null, 6, 2]),
    object("string-value", "scores as strings", { scores: all.map((s, i) => ({ event: i + 1, score: String(s) })) }, all),
    object("string-value", 'scores as "6/10"', { scores: all.map((s, i) => ({ event: i + 1, score: `${s}/10` })) }, all),
    object("renamed-field", "ratings / rating", { ratings: all.map((s, i) => ({ event: i + 1, rating: s })) }, all),
    object("renamed-field", "id for event", { scores: all.map((s, i) => ({ id: i + 1, score: s })) }, all),
    object("extra-field", "a reason beside each score", { scores: entries().map((e) => ({ ...e, reason: "from Nadia's point of view" })) }, all),
    object("general-value", "a general score beside Nadia's", { scores: entries().map((e) => ({ ...e, general_score: 2 })) }, all),
    object("refusal", "a refusal instead of a score", { scores: [entries()[0], entries()[1], { event: 3, score: 0, reason: "I can't judge this without more context." }, entries()[3]] }, [5, 1, null, 2]),
    object("good", "a half point", { scores: [entries()[0], entries()[1], { event: 3, score: 5.5 }, entries()[3]] }, [5, 1, null, 2]),
    object("good", "no scores", { scores: [] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third entry", '{"scores": [{"event": 1, "score": 5}, {"event": 2, "score": 1}, {"event": 3, "sc', [5, 1, null, null], { finishReason: "length" }),
  ],
});
