/**
 * Round two of the realistic answers (issue 24): the classes a new user's run showed accepted as wrong values or
 * falling back although readable, per prompt, kept apart from the prompts' own unit tests. Refusals and confusion;
 * answers cut off by the token cap (`finishReason: "length"` where the endpoint says so, and where only the text
 * shows it); labels and notes kept in a value; sub-bullets; a general value beside the person's; numbers inside a
 * justification or a time; batched answers numbered from 0, unnumbered, out of order, in tables, cut off after
 * complete items; a whisper echoed back in the second person; placeholders echoed back; braces closed by the model.
 * Structured cases include the text a model sent in structured mode (malformed or cut-off JSON).
 */
import type { ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import type { ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { ada } from "./fixtures.js";
import { bake, bakeLines, json, knead, kneadLines, none } from "./steps_grounding.js";
import type { StructuredCase, TextCase } from "./types.js";

interface Round {
  text?: Array<TextCase<any>>;
  structured?: Array<StructuredCase<any>>;
}

// --- batched answers --------------------------------------------------------------------------------------------

const scores = [6, 2, 3];

const notes: ThoughtNote[] = [
  { triple: ["Ada Okafor", "bake", "honey-rye pastries"], poignancy: 6 },
  { triple: ["Ada Okafor", "open", "the bakery"], poignancy: 3 },
];
const noNote: ThoughtNote = { triple: null, poignancy: null };

const snake = (lines: string) =>
  lines.replace("Thing state", "thing_state").replace("Thing emoji", "thing_emoji").replace("Thing action", "thing_action").replace("Place", "place").replace("Area", "area");
/** The eight lines in another order (the thing's lines first). */
const shuffledLines = (lines: string) => {
  const all = lines.split("\n");
  return [...all.slice(5), ...all.slice(0, 5)].join("\n");
};
const knead3 = {
  identity: ada,
  activities: ["baking bread (kneading the dough)", "baking bread (putting the loaves in the oven)", "baking bread (kneading the dough for rolls)"],
  livingSector: "Ada Okafor's house",
  currentSector: "Okafor Bakery",
};

const fullGrounding: ActionGrounding = { ...knead, emoji: "🍞🥖" };
const groundingLines = kneadLines.replace("Emoji: 🍞\n", "Emoji: 🍞🥖\n");

export const round2: Record<string, Round> = {
  event_poignancies: {
    text: [
      { style: "gpt-4o-mini", answer: "0: 6\n1: 2\n2: 3", expected: scores },
      { style: "qwen2.5-7b", answer: "Event 1 (the invitation): 6\nEvent 2 (the oven): 2\nEvent 3 (Mei buying bread): 3", expected: scores },
      { style: "gpt-3.5", answer: "1. For most people a 3, but for Ada an 8: Tomas is a close friend.\n2: 2\n3: 3", expected: [8, 2, 3] },
      { style: "llama-3-8b", answer: "1: 6\n2: 2 (she bakes 12 loaves every day)\n3: 3", expected: scores },
      { style: "llama-3-8b", answer: "1: The poetry night is 4 days away and Ada was asked to read.\n2: 2\n3: 3", expected: [null, 2, 3] },
      { style: "gpt-4o-mini", answer: "| Event | Score |\n|---|---|\n| 1 | 6 |\n| 2 | 2 |\n| 3 | 3 |", expected: scores },
      {
        style: "llama-3-8b",
        answer: "| # | Event | Score |\n|---|---|---|\n| 1 | Tomas invites Ada to read | 6 |\n| 2 | Oven baking loaves | 2 |\n| 3 | Mei buying bread | 3 |",
        expected: scores,
      },
      { style: "gpt-3.5", answer: "1: 6\n2: 2\n3: 1", finishReason: "length", expected: [6, 2, null] },
      { style: "qwen2.5-7b", answer: '{"scores": [{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "sc', expected: [6, 2, null] },
      { style: "1b", answer: "6\n2", expected: "fallback" },
      { style: "llama-3-8b", answer: "1. 6\n   - an invitation from a friend, 2 weeks ahead\n2. 2\n   - 12 loaves is routine\n3. 3", expected: scores },
      { style: "refusal", answer: "I'm not sure what you mean by 'events'. Could you clarify what you would like me to score?", expected: "fallback" },
      { style: "refusal", answer: "It seems like the list of events was cut off. Could you provide the full list?", expected: "fallback" },
      { style: "reasoning", answer: "<think>\nThe invitation is notable. Routine baking: 2.\n</think>\n\n**1:** 6  \n**2:** 2  \n**3:** 3", expected: scores },
      { style: "gpt-3.5", answer: "1: 6/10\n2: 2/10\n3: 3/10\n\n(This reflects how much each event matters to Ada.)", expected: scores },
    ],
    structured: [
      { note: "scores as strings", answer: { scores: [{ event: 1, score: "6" }, { event: 2, score: "2" }, { event: 3, score: "3" }] }, expected: scores },
      { note: "renamed fields", answer: { scores: [{ id: 1, rating: 6 }, { id: 2, rating: 2 }, { id: 3, rating: 3 }] }, expected: scores },
      { note: "cut off after two complete items", answer: '{"scores": [{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "score": 1', finishReason: "length", expected: [6, 2, null] },
      { note: "a refusal in a text field", answer: { scores: [], note: "I'm sorry, but I can't help with that." }, expected: "fallback" },
      { note: "trailing commas", answer: '{"scores": [{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "score": 3},],}', expected: scores },
      { note: "numbered from 0", answer: { scores: [{ event: 0, score: 6 }, { event: 1, score: 2 }, { event: 2, score: 3 }] }, expected: scores },
    ],
  },

  thought_notes: {
    text: [
      { style: "gpt-4o-mini", answer: "0. (Ada Okafor, bake, honey-rye pastries) | 6\n1. (Ada Okafor, open, the bakery) | 3", expected: notes },
      {
        style: "llama-3-8b",
        answer: "1.\nscore: 6\ntriple: (Ada Okafor, bake, honey-rye pastries)\n\n2.\nscore: 3\ntriple: (Ada Okafor, open, the bakery)",
        expected: notes,
      },
      { style: "qwen2.5-7b", answer: "Thought 1 (the pastries): (Ada Okafor, bake, honey-rye pastries) | 6\nThought 2 (opening): (Ada Okafor, open, the bakery) | 3", expected: notes },
      { style: "gpt-3.5", answer: "1. (Ada Okafor, bake, honey-rye pastries) | 6\n2. (Ada Okafor, open, the bakery) | routine, she opens at 7am every day", expected: [notes[0], { ...notes[1], poignancy: null }] },
      { style: "gpt-3.5", answer: "1. (Ada Okafor, bake, honey-rye pastries) | 6\n2. (Ada Okafor, open, the ba", finishReason: "length", expected: [notes[0], noNote] },
      { style: "1b", answer: "1. (Ada Okafor, bake, honey-rye pastries) | 6\n2. (Ada Okafor, open, the ba", expected: [notes[0], noNote] },
      { style: "llama-3-8b", answer: "1. (Ada Okafor, bake, honey-rye pastries) | for most people a 3, but for Ada a 6\n2. (Ada Okafor, open, the bakery) | 3", expected: notes },
      {
        style: "gpt-4o-mini",
        answer: "| # | Triple | Score |\n|---|---|---|\n| 1 | (Ada Okafor, bake, honey-rye pastries) | 6 |\n| 2 | (Ada Okafor, open, the bakery) | 3 |",
        expected: notes,
      },
      { style: "refusal", answer: "I'm sorry, but I can't help with that.", expected: "fallback" },
      { style: "refusal", answer: "Could you please clarify what you mean by a triple?", expected: "fallback" },
      { style: "reasoning", answer: "<think>\nFirst thought: baking, a 6.\n</think>\n1. (Ada Okafor, bake, honey-rye pastries) | 6\n2. (Ada Okafor, open, the bakery) | 3", expected: notes },
    ],
    structured: [
      {
        note: "scores as strings, snake_case keys",
        answer: { thoughts: [{ thought: 1, Subject: "Ada Okafor", Predicate: "bake", Object: "honey-rye pastries", score: "6" }, { thought: 2, subject: "Ada Okafor", predicate: "open", object: "the bakery", score: "3" }] },
        expected: notes,
      },
      {
        note: "cut off inside the second thought",
        answer: '{"thoughts": [{"thought": 1, "subject": "Ada Okafor", "predicate": "bake", "object": "honey-rye pastries", "score": 6}, {"thought": 2, "subject": "Ada Ok',
        finishReason: "length",
        expected: [notes[0], noNote],
      },
      { note: "a refusal in the object", answer: { thoughts: [{ thought: 1, subject: "Ada Okafor", predicate: "bake", object: "As an AI language model, I cannot know", score: 6 }] }, expected: "fallback" },
    ],
  },

  steps_grounding: {
    text: [
      { style: "gpt-4o-mini", answer: `0.\n${kneadLines}\n\n1.\n${bakeLines}`, expected: [knead, bake] },
      { style: "llama-3-8b", answer: `1.\n${snake(kneadLines)}\n\n2.\n${snake(bakeLines)}`, expected: [knead, bake] },
      { style: "qwen2.5-7b", answer: `1.\n${shuffledLines(kneadLines)}\n\n2.\n${shuffledLines(bakeLines)}`, expected: [knead, bake] },
      { style: "gpt-3.5", answer: `1.\n${kneadLines}\n\n2.\n${bakeLines.split("\n").slice(0, 6).join("\n")}\nThing emoji: 🔥\nThing action: ba`, finishReason: "length", expected: [knead, { ...bake, objectEvent: null }] },
      {
        style: "qwen2.5-7b",
        answer: "```json\n" + JSON.stringify({ steps: [json(knead, 1), json(bake, 2)] }, null, 2).slice(0, -6),
        expected: [knead, bake],
      },
      // Two unnumbered blocks for three steps: which steps they are, no careful reader can say.
      { style: "1b", inputs: { ...knead3, places: placesOf() }, answer: `${kneadLines}\n\n${bakeLines}`, expected: "fallback" },
      { style: "refusal", answer: "It seems like the list of places was cut off. Could you share the full list?", expected: "fallback" },
    ],
    structured: [
      { note: "cut off after two complete steps", inputs: { ...knead3, places: placesOf() }, answer: JSON.stringify({ steps: [json(knead, 1), json(bake, 2), json(knead, 3)] }).slice(0, -60), finishReason: "length", expected: [knead, bake, none] },
      { note: "snake_case keys", answer: { steps: [1, 2].map((n) => Object.fromEntries(Object.entries(json(n === 1 ? knead : bake, n)).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]))) }, expected: [knead, bake] },
      { note: "numbered from 0", answer: { steps: [json(knead, 0), json(bake, 1)] }, expected: [knead, bake] },
    ],
  },

  action_grounding: {
    text: [
      { style: "llama-3-8b", answer: snake(groundingLines), expected: fullGrounding },
      { style: "qwen2.5-7b", answer: shuffledLines(groundingLines), expected: fullGrounding },
      { style: "gpt-3.5", answer: groundingLines.split("\n").slice(0, 7).join("\n") + "\nThing action: is us", finishReason: "length", expected: { ...fullGrounding, objectEvent: null } },
      { style: "1b", answer: groundingLines.replace("Thing state: being used to knead dough", "Thing state: being used to knead the"), expected: { ...fullGrounding, objectState: null } },
      { style: "gpt-4o-mini", answer: groundingLines.replace("Place: Okafor Bakery", "Place: <place>").replace("Area: kitchen", "Area: [area]"), expected: { ...none, emoji: "🍞🥖", event: ["knead", "dough"] } },
      { style: "refusal", answer: "I'm not sure what you mean by 'Thing action'. Could you clarify?", expected: "fallback" },
      // A table whose "verb | object" cells split the row: those two fields are asked alone.
      { style: "llama-3-8b", answer: "| Field | Value |\n|---|---|\n" + groundingLines.split("\n").map((l) => `| ${l.replace(": ", " | ")} |`).join("\n"), expected: { ...fullGrounding, event: null, objectEvent: null } },
    ],
    structured: [
      { note: "snake_case keys", answer: { place: "Okafor Bakery", area: "kitchen", thing: "kneading table", emoji: "🍞🥖", action: "knead | dough", thing_state: "being used to knead dough", thing_emoji: "🍞", thing_action: "is used | to knead dough" }, expected: fullGrounding },
      { note: "a refusal in a field", answer: { place: "I'm sorry, but I can't help with that.", area: "", thing: "", emoji: "", action: "", thingState: "", thingEmoji: "", thingAction: "" }, expected: "fallback" },
    ],
  },

  // --- single values ----------------------------------------------------------------------------------------------

  event_poignancy: {
    text: [
      { style: "gpt-3.5", answer: "For most people this would be a 3, but for Ada it's an 8, since Tomas is a dear friend.", expected: 8 },
      { style: "llama-3-8b", answer: "The poetry night is on Saturday, 4 days away, so it matters: 6.", expected: 6 },
      { style: "1b", answer: "Saturday is 4 days away.", expected: "fallback" },
      { style: "gpt-4o-mini", answer: "It happens at 2pm, nothing special.", expected: "fallback" },
      { style: "refusal", answer: "I'm not able to judge how meaningful an event is to a person.", expected: "fallback" },
      { style: "qwen2.5-7b", answer: "Score: seven", expected: 7 },
      { style: "llama-3-8b", answer: "It's a 4 out of 10 for a stranger, but 9 for Ada.", expected: 9 },
    ],
    structured: [
      { note: "score as a string", answer: { score: "8" }, expected: 8 },
      { note: "score with its scale", answer: { score: "8/10" }, expected: 8 },
      { note: "renamed field", answer: { rating: 8 }, expected: 8 },
      { note: "malformed JSON", answer: "{score: 8,}", expected: 8 },
      { note: "a refusal", answer: { score: 4, explanation: "As an AI, I cannot know how Ada feels." }, expected: "fallback" },
    ],
  },

  chat_poignancy: {
    text: [
      { style: "gpt-3.5", answer: "Generally a 4, but for Ada a 7: she promised to help.", expected: 7 },
      { style: "llama-3-8b", answer: "The reading starts at 7pm.", expected: "fallback" },
    ],
  },

  wake_up_hour: {
    text: [
      { style: "1b", answer: "Ada wakes up at five in the morning.", expected: 5 },
      { style: "gpt-3.5", answer: "Four in the morning.", expected: 4 },
      { style: "refusal", answer: "I'm sorry, but I can't determine that from the information given.", expected: "fallback" },
    ],
    structured: [{ note: "hour as a string", answer: { wake_up_hour: "5" }, expected: 5 }],
  },

  object_description: {
    text: [
      { style: "1b", answer: "being used to knead the", expected: "fallback" },
      { style: "gpt-3.5", answer: "being used to knead dou", finishReason: "length", expected: "fallback" },
      { style: "refusal", answer: "I'm not sure what you mean by the state of the table.", expected: "fallback" },
      { style: "llama-3-8b", answer: "State: being used to knead dough (This reflects Ada kneading.)", expected: "being used to knead dough" },
    ],
    structured: [{ note: "a refusal", answer: { state: "I'm sorry, but I can't help with that." }, expected: "fallback" }],
  },

  action_arena: {
    text: [
      { style: "1b", answer: "kitchen}", expected: "kitchen" },
      { style: "refusal", answer: "It seems like the input was cut off. Could you provide the full list of areas?", expected: "fallback" },
      { style: "gpt-3.5", answer: '{"answer": {"area": "kitchen"}}', expected: "kitchen" },
    ],
  },

  action_sector: {
    text: [
      { style: "1b", answer: "Willow Park}", expected: "Willow Park" },
      { style: "gpt-4o-mini", answer: "{sector}", expected: "fallback" },
      { style: "gpt-3.5", answer: '{"answer": {"place": "Willow Park"}}', expected: "Willow Park" },
    ],
  },

  action_emoji: {
    text: [
      // A family emoji cut inside its joined sequence: the cut grapheme is not kept.
      { style: "1b", answer: "🍞👩‍", finishReason: "length", expected: "fallback" },
      { style: "1b", answer: "🍞👩‍", expected: "fallback" },
      { style: "refusal", answer: "I'm sorry, but I can't help with that.", expected: "fallback" },
    ],
  },

  conversation_summary: {
    text: [
      { style: "1b", answer: "I'm not able to summarize this conversation.", expected: "fallback" },
      { style: "gpt-3.5", answer: "conversing about conversing about pastries for the poetry night", expected: "conversing about pastries for the poetry night" },
      { style: "gpt-4o-mini", answer: "**Summary:** conversing about pastries for the poetry night", expected: "conversing about pastries for the poetry night" },
      { style: "1b", answer: "conversing about the pastries that Ada will", expected: "fallback" },
      { style: "1b", answer: "conversing about ... ... ...", expected: "fallback" },
      { style: "refusal", answer: "It seems like the conversation was cut off. Could you provide the rest?", expected: "fallback" },
    ],
    structured: [
      { note: "a refusal in the topic", answer: { topic: "I'm not able to summarize this conversation." }, expected: "fallback" },
      { note: "the prefix repeated", answer: { topic: "conversing about pastries for the poetry night" }, expected: "conversing about pastries for the poetry night" },
    ],
  },

  relationship_summary: {
    text: [
      { style: "gpt-4o-mini", answer: "**Summary:** Ada sees Tomas as a friendly regular.", expected: "Ada sees Tomas as a friendly regular." },
      { style: "1b", answer: "Ada sees Tomas as a friendly regular who", expected: "fallback" },
      { style: "1b", answer: "[name] sees [listener] as a friend.", expected: "fallback" },
      { style: "gpt-3.5", answer: "Ada sees Tomas as a friendly regular. She counts on him to", finishReason: "length", expected: "fallback" },
      { style: "refusal", answer: "I'm sorry, but I can't help with that.", expected: "fallback" },
    ],
  },

  insights: {
    text: [
      {
        style: "gpt-3.5",
        answer: "Insight 1: Ada is committed to helping with the poetry night (because of 1, 3)\nInsight 2: Tomas relies on Ada's baking (because of 2)",
        expected: [
          { insight: "Ada is committed to helping with the poetry night", evidence: [0, 2] },
          { insight: "Tomas relies on Ada's baking", evidence: [1] },
        ],
      },
    ],
  },

  chat_memo: {
    text: [
      { style: "1b", answer: "Ada found it interesting that Tomas wants", expected: "fallback" },
      { style: "refusal", answer: "I'm not sure what you mean by a memo. Could you clarify?", expected: "fallback" },
    ],
  },

  chat_planning_thought: {
    text: [
      { style: "gpt-3.5", answer: "Ada needs to close the bakery early on Friday and bring the pastries to the library by 6:30pm. (This reflects her promise to Tomas.)", expected: "Ada needs to close the bakery early on Friday and bring the pastries to the library by 6:30pm." },
      { style: "1b", answer: "I need to", expected: "fallback" },
    ],
  },

  inner_thought: {
    text: [
      { style: "1b", answer: "You promised Tomas Reyes that you would bake pastries for his poetry night on May 10.", expected: "fallback" },
      { style: "llama-3-8b", answer: "Ada Okafor promised Tomas Reyes that you would bake pastries for his poetry night on May 10.", expected: "fallback" },
      { style: "1b", answer: "I promised Tomas Reyes that I would bake pastries for his poetry night on May 10.", expected: "fallback" },
      { style: "gpt-3.5", answer: "Ada Okafor promised Tomas Reyes that she would bake pastries for his", finishReason: "length", expected: "fallback" },
      { style: "1b", answer: "Ada Okafor promised Tomas Reyes that she would bake pastries for his", expected: "fallback" },
      { style: "refusal", answer: "I'm not sure what you mean by writing it down as a statement.", expected: "fallback" },
    ],
  },

  interview_answer: {
    text: [
      { style: "refusal", answer: '{"answer": "I\'m sorry, but I can\'t help with that.", "memories": []}', expected: "fallback" },
      { style: "gpt-3.5", answer: '{"answer": "Tomas? I\'ve known him for ten years, and I\'m baking pastries for his', finishReason: "length", expected: "fallback" },
      { style: "1b", answer: "Tomas? I've known him for ten years, and I'm baking pastries for his", expected: "fallback" },
    ],
  },

  utterance: {
    text: [
      { style: "1b", answer: '{"utterance": "...", "end": false}', expected: "fallback" },
      { style: "refusal", answer: '{"utterance": "I\'m sorry, but I can\'t help with that.", "end": true}', expected: "fallback" },
    ],
  },

  decide_to_talk: {
    text: [{ style: "qwen2.5-7b", answer: '{"answer": "false"}', expected: false }],
    structured: [{ note: "false as a string", answer: { answer: "false" }, expected: false }],
  },

  role_state: {
    text: [
      { style: "gpt-3.5", answer: "We are in stage 0, so the next stage is 1.", expected: 1 },
      { style: "refusal", answer: "It seems like the list of stages was cut off.", expected: "fallback" },
    ],
  },

  role_aask: {
    text: [
      { style: "gpt-3.5", answer: "```python\ndef add(a, b):\n    return a +", finishReason: "length", expected: "fallback" },
      { style: "1b", answer: "```python\ndef add(a, b):\n    return a +", expected: "fallback" },
      { style: "refusal", answer: "I'm sorry, but I can't assist with that.", expected: "fallback" },
    ],
  },

  review_draft: {
    text: [{ style: "gpt-3.5", answer: "**Review:** The rhythm is steady; make the last line more concrete.", expected: "The rhythm is steady; make the last line more concrete." }],
  },

  currently: {
    text: [{ style: "1b", answer: "Ada Okafor is testing her honey-rye loaf and planning an extra batch of", expected: "fallback" }],
  },
};

/** The package village's places as the grounding prompts take them. */
function placesOf() {
  return [
    { sector: "Ada Okafor's house", arenas: [{ arena: "bedroom", objects: ["bed", "closet", "desk"] }, { arena: "kitchen", objects: ["refrigerator", "stove", "kitchen table"] }] },
    { sector: "Okafor Bakery", arenas: [{ arena: "kitchen", objects: ["oven", "kitchen sink", "kneading table", "flour shelf"] }, { arena: "shop floor", objects: ["bread display", "behind the bakery counter", "customer table"] }] },
    { sector: "Willow Park", arenas: [{ arena: "lawn", objects: ["park bench", "picnic table", "willow tree", "flower bed"] }] },
    { sector: "Larkspur Library", arenas: [{ arena: "reading room", objects: ["bookshelf", "reading table", "librarian's desk", "small stage"] }] },
  ];
}
