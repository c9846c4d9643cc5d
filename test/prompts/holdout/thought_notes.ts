import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T17:45:00" },
  statements: [
    "Nadia Haddad wants the first-aid tent to be in the shade by the bandstand",
    "For Nadia Haddad's planning: Nadia Haddad should meet Owen Pryce at the back door of the pharmacy on Friday at 6pm",
    "Nadia Haddad found it interesting that Owen Pryce builds benches from leftover stage timber",
  ],
};
const N = "Nadia Haddad";
const all: ThoughtNote[] = [
  { triple: [N, "want", "the tent in the shade"], poignancy: 4 },
  { triple: [N, "meet", "Owen Pryce"], poignancy: 5 },
  { triple: [N, "find", "Owen's benches interesting"], poignancy: 3 },
];
const [t1, t2, t3] = all as [ThoughtNote, ThoughtNote, ThoughtNote];
const none: ThoughtNote = { triple: null, poignancy: null };
const scoreless = (note: ThoughtNote): ThoughtNote => ({ ...note, poignancy: null });

const tripleText = (note: ThoughtNote, subject = N) => `(${subject}, ${note.triple![1]}, ${note.triple![2]})`;
const line = (note: ThoughtNote, n: number) => `${n}. ${tripleText(note)} | ${note.poignancy}`;
const lines = (from = 1, notes = all) => notes.map((note, i) => line(note, i + from)).join("\n");
const entry = (note: ThoughtNote, thought?: number) => ({
  ...(thought === undefined ? {} : { thought }),
  subject: note.triple![0],
  predicate: note.triple![1],
  object: note.triple![2],
  score: note.poignancy,
});

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", lines(), all),
    text("good", "gpt-4o-mini", `Here are the notes:\n\n${all.map((note, i) => `${i + 1}. **Triple:** ${tripleText(note)}; **Score:** ${note.poignancy}`).join("\n")}`, all),
    text("good", "gpt-3.5", all.map((note, i) => `${i + 1}. ${inputs.statements[i]}\nTriple: ${tripleText(note)}\nScore: ${note.poignancy}`).join("\n\n"), all),
    text("good", "gpt-3.5", all.map((note, i) => `${i + 1}. ${tripleText(note, "Nadia")} - Score: ${note.poignancy}/10`).join("\n"), all),
    text("good", "gpt-3.5", all.map((note, i) => `${i + 1}) ${tripleText(note)} | ${note.poignancy}`).join("\n"), all),
    text("good", "llama-3-8b", `Sure! Here are the triples and scores for Nadia's thoughts:\n\n${lines()}\n\nMeeting Owen matters most because the tent depends on it.`, all),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(all.map((note) => entry(note)), null, 2) + "\n```", all),
    text("good", "qwen2.5-7b", JSON.stringify({ thoughts: all.map((note, i) => ({ thought: i + 1, triple: note.triple, score: note.poignancy })) }), all),
    text("good", "1b", all.map((note, i) => `${i + 1}. ${note.triple![1]} | ${note.triple![2]} | ${note.poignancy}`).join("\n"), all),
    text("good", "reasoning", `<think>\nThe shade thought is practical: 4. Meeting Owen on Friday is a real appointment: 5. The bench detail is a passing interest: 3.\n</think>\n\n${lines()}`, all),
    text("good", "1b", `${line(t1, 1)}\n2. (Owen Pryce, meet, Nadia Haddad) | 5\n${line(t3, 3)}`, [t1, { triple: null, poignancy: 5 }, t3]),
    text("good", "gpt-4o-mini", all.map((note, i) => `${i + 1}. ${tripleText(note)} | Score: ${note.poignancy}`).join("\n"), all),
    text("good", "llama-3-8b", all.map((note, i) => `**${i + 1}.** ${tripleText(note)} | ${note.poignancy}`).join("\n"), all),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify({ thoughts: all.map((note, i) => entry(note, i + 1)) }, null, 2) + "\n```", all),
    text("good", "gpt-3.5", all.map((note, i) => `${i + 1}. ${tripleText(note)} - ${note.poignancy}`).join("\n"), all),

    // --- numbers in the thought, the person's value --------------------------------------------------------------
    text("number-in-text", "gpt-4o-mini", `${line(t1, 1)}\n2. (${N}, meet, Owen Pryce on Friday at 6pm) | 5\n${line(t3, 3)}`, [t1, { triple: [N, "meet", "Owen Pryce on Friday at 6pm"], poignancy: 5 }, t3]),
    text("number-in-text", "gpt-3.5", `1. Nadia wants the tent in the shade\nTriple: ${tripleText(t1)}\nScore: 4\n\n2. Nadia should meet Owen at 6pm on Friday, 4 days from now\nTriple: ${tripleText(t2)}\nScore: 5\n\n3. Owen builds benches from leftover timber\nTriple: ${tripleText(t3)}\nScore: 3`, all),
    text("number-in-text", "llama-3-8b", `${line(t1, 1)}\n2. ${tripleText(t2)} | 5 (Friday at 6pm is 4 days away)\n${line(t3, 3)}`, all),
    text("general-value", "gpt-4o-mini", `${line(t1, 1)}\n2. ${tripleText(t2)} | a 2 for most people, but 5 for Nadia\n${line(t3, 3)}`, all),

    // --- batched answers matched by their numbers and contents --------------------------------------------------
    text("batch-ids", "1b", lines(0), all),
    text("batch-ids", "llama-3-8b", all.map((note, i) => `Thought ${i}: ${tripleText(note)} | ${note.poignancy}`).join("\n"), all),
    text("batch-ids", "gpt-3.5", [line(t3, 3), line(t1, 1), line(t2, 2)].join("\n"), all),
    text("batch-ids", "llama-3-8b", `- ${tripleText(t2)} | 5\n- ${tripleText(t3)} | 3`, [none, t2, t3]),
    text("batch-ids", "gpt-3.5", all.map((note) => `- ${tripleText(note)} | ${note.poignancy}`).join("\n"), all),

    // --- forms nobody asked for -------------------------------------------------------------------------------
    text("format", "qwen2.5-7b", JSON.stringify({ thoughts: all.map((note, i) => ({ thought_number: i + 1, subject: N, predicate: note.triple![1], object: note.triple![2], poignancy_score: note.poignancy })) }), all),
    text("format", "gpt-4o-mini", `| # | Subject | Predicate | Object | Score |\n|---|---|---|---|---|\n${all.map((note, i) => `| ${i + 1} | ${N} | ${note.triple![1]} | ${note.triple![2]} | ${note.poignancy} |`).join("\n")}`, all),
    text("format", "qwen2.5-7b", JSON.stringify({ thoughts: all.map((note, i) => ({ score: note.poignancy, object: note.triple![2], predicate: note.triple![1], subject: N, thought: i + 1 })) }), all),
    text("format", "qwen2.5-7b", JSON.stringify(Object.fromEntries(all.map((note, i) => [String(i + 1), entry(note)]))), all),
    text("string-value", "qwen2.5-7b", JSON.stringify({ thoughts: all.map((note, i) => ({ ...entry(note, i + 1), score: String(note.poignancy) })) }), all),
    text("number-words", "1b", all.map((note, i) => `${i + 1}. ${tripleText(note)} | ${["four", "five", "three"][i]}`).join("\n"), all),

    // --- labels, notes, sub-bullets, nested JSON -----------------------------------------------------------------
    text("label", "gpt-3.5", all.map((note, i) => `Thought ${i + 1}: ${tripleText(note)} | ${note.poignancy}`).join("\n"), all),
    text("label", "gpt-4o-mini", `1. ${tripleText(t1)} | 4 (This reflects her concern for people in the heat.)\n${line(t2, 2)}\n${line(t3, 3)}`, all),
    text("sub-bullets", "llama-3-8b", `${line(t1, 1)}\n   - shade matters on a hot day\n   - 2 tables are needed\n${line(t2, 2)}\n   - Friday at 6pm\n${line(t3, 3)}`, all),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ thoughts: all.map((note, i) => ({ thought: i + 1, triple: { subject: N, predicate: note.triple![1], object: note.triple![2] }, score: note.poignancy })) }), all),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", `${lines(1, [t1, t2])}\n3. (Nadia Haddad, find,`, [t1, t2, none]),
    capped("gpt-3.5", `${lines(1, [t1, t2])}\n3. ${tripleText(t3)} |`, [t1, t2, scoreless(t3)]),
    capped("llama-3-8b", `${lines(1, [t1, t2])}\n3. ${tripleText(t3)} | 1`, [t1, t2, scoreless(t3)]),
    text("cut-off", "qwen2.5-7b", `[${JSON.stringify(entry(t1))}, ${JSON.stringify(entry(t2))}, {"subject": "Nadia Haddad", "predicate": "fi`, [t1, t2, none]),
    text("cut-off", "reasoning", "<think>\nThought 1 is about the tent's shade. The triple would be (Nadia Haddad, want, the tent in the", "fallback"),

    // --- refusals, placeholders, nothing -----------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't analyze someone's private thoughts.", "fallback"),
    text("refusal", "gpt-3.5", "It seems like the list of thoughts may be incomplete. Could you provide the complete thoughts you would like me to analyze?", "fallback"),
    text("placeholder", "1b", "1. (<subject>, <predicate>, <object>) | <score>\n2. (<subject>, <predicate>, <object>) | <score>\n3. (<subject>, <predicate>, <object>) | <score>", "fallback"),
    text("placeholder", "1b", `1. ${tripleText(t1)} | [score]`, [scoreless(t1), none, none]),
    text("ellipsis", "1b", "1. ...\n2. ...\n3. ...", "fallback"),
    text("loop", "1b", `${line(t1, 1)}\n${line(t1, 1)}\n${line(t1, 1)}`, [t1, none, none]),
  ],
  structured: [
    object("good", "valid", { thoughts: all.map((note, i) => entry(note, i + 1)) }, all),
    object("batch-ids", "numbered from 0", { thoughts: all.map((note, i) => entry(note, i)) }, all),
    object("batch-ids", "out of order", { thoughts: [entry(t3, 3), entry(t1, 1), entry(t2, 2)] }, all),
    object("missing-field", "one thought left out", { thoughts: [entry(t1, 1), entry(t3, 3)] }, [t1, none, t3]),
    object("string-value", "scores as strings", { thoughts: all.map((note, i) => ({ ...entry(note, i + 1), score: String(note.poignancy) })) }, all),
    object("good", "subject left empty: the persona's", { thoughts: all.map((note, i) => ({ ...entry(note, i + 1), subject: "" })) }, all),
    object("renamed-field", "notes / poignancy", { notes: all.map((note, i) => ({ thought: i + 1, subject: N, predicate: note.triple![1], object: note.triple![2], poignancy: note.poignancy })) }, all),
    object("renamed-field", "the triple as a list", { thoughts: all.map((note, i) => ({ thought: i + 1, triple: note.triple, score: note.poignancy })) }, all),
    object("extra-field", "a reason beside each", { thoughts: all.map((note, i) => ({ ...entry(note, i + 1), reason: "from Nadia's point of view" })) }, all),
    object("refusal", "a refusal in a predicate", { thoughts: [entry(t1, 1), entry(t2, 2), { thought: 3, subject: N, predicate: "I cannot determine a predicate for this thought", object: "", score: 3 }] }, [t1, t2, { triple: null, poignancy: 3 }]),
    object("good", "a triple about someone else", { thoughts: [entry(t1, 1), entry(t2, 2), { thought: 3, subject: "Owen Pryce", predicate: "build", object: "benches", score: 3 }] }, [t1, t2, { triple: null, poignancy: 3 }]),
    object("good", "nothing given", { thoughts: [] }, "fallback"),
    rawAnswer("cut-off", "cut off after two thoughts", `{"thoughts": [${JSON.stringify(entry(t1, 1))}, ${JSON.stringify(entry(t2, 2))}, {"thought": 3, "subject": "Nadia Haddad", "predicate": "fi`, [t1, t2, none], { finishReason: "length" }),
  ],
});
