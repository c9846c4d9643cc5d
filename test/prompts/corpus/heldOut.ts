/**
 * Held-out answers: written after the parsers were done and not used to tune them, so the benchmark can show how the
 * parsers do on answers they were not shaped around. Each case keeps the value a careful reader extracts; a case the
 * parser does not read carries a `miss` (and counts as fell back), never a changed expectation.
 */
import type { TextCase } from "./types.js";
import { bakeryChat } from "./fixtures.js";

const wake = "wake up and complete the morning routine at 4:00 am";

export const heldOut: Record<string, Array<TextCase<any>>> = {
  decide_to_talk: [
    { style: "gpt-4o-mini", answer: "Answer in yes or no: **No**", expected: false },
    { style: "llama-3-8b", answer: "NO", expected: false },
    { style: "qwen2.5-7b", answer: "Yes — Tomas would want to confirm the pastry order.", expected: true },
    { style: "reasoning", answer: "<think>busy counter</think>\n\n**Answer in yes or no: no**", expected: false },
  ],
  wake_up_hour: [
    { style: "gpt-3.5", answer: "Ada will wake up at 4 AM.", expected: 4 },
    { style: "llama-3-8b", answer: "Wake-up time: 04:00", expected: 4 },
    { style: "qwen2.5-7b", answer: "3:45 am", expected: 3 },
    { style: "1b", answer: "At four in the morning.", expected: 4 },
  ],
  daily_plan: [
    {
      style: "gpt-3.5",
      answer: "2) Bake bread at 5:00 am.\n3) Open Okafor Bakery at 7:00 am.\n4) Close the shop at 3:00 pm.",
      expected: [wake, "Bake bread at 5:00 am", "Open Okafor Bakery at 7:00 am", "Close the shop at 3:00 pm"],
    },
    {
      style: "llama-3-8b",
      answer: "### Ada's Day\n\n* 5:00 AM: Bake bread\n* 7:00 AM: Open the bakery\n* 3:00 PM: Close the shop",
      expected: [wake, "bake bread at 5:00 am", "open the bakery at 7:00 am", "close the shop at 3:00 pm"],
    },
    {
      style: "qwen2.5-7b",
      answer: '[{"time": "5:00 am", "activity": "bake bread"}, {"time": "7:00 am", "activity": "open the bakery"}, {"time": "3:00 pm", "activity": "close the shop"}]',
      expected: [wake, "bake bread at 5:00 am", "open the bakery at 7:00 am", "close the shop at 3:00 pm"],
    },
  ],
  daily_requirement: [
    {
      style: "gpt-4o-mini",
      answer: "1) wake up and complete the morning routine at 4:00 am\n2) bake bread at 5:00 am\n3) open the bakery at 7:00 am\n4) go to bed at 9:00 pm",
      expected: [wake, "bake bread at 5:00 am", "open the bakery at 7:00 am", "go to bed at 9:00 pm"],
    },
    {
      style: "llama-3-8b",
      answer: "Here is the plan:\n- Wake up and complete the morning routine at 4:00 am\n- Bake bread at 5:00 am\n- Open the bakery at 7:00 am\n- Go to bed at 9:00 pm",
      expected: ["Wake up and complete the morning routine at 4:00 am", "Bake bread at 5:00 am", "Open the bakery at 7:00 am", "Go to bed at 9:00 pm"],
    },
    {
      style: "1b",
      answer: "1. wake up at 4am 2. bake at 5am 3. open at 7am 4. sleep at 9pm",
      expected: ["wake up at 4am", "bake at 5am", "open at 7am", "sleep at 9pm"],
    },
  ],
  hourly_schedule: [
    {
      style: "gpt-3.5",
      answer:
        "4:00 AM - 5:00 AM: Waking up and getting ready\n5:00 AM - 7:00 AM: Baking bread\n7:00 AM - 8:00 AM: Opening the bakery\n8:00 AM - 12:00 PM: Serving customers\n12:00 PM - 1:00 PM: Having lunch\n1:00 PM - 3:00 PM: Serving customers\n3:00 PM - 4:00 PM: Closing the shop\n4:00 PM - 5:00 PM: Walking in Willow Park\n5:00 PM - 6:00 PM: Cooking dinner\n6:00 PM - 8:00 PM: Reading\n8:00 PM - 9:00 PM: Getting ready for bed\n9:00 PM - 12:00 AM: Sleeping",
      expected: [
        "waking up and getting ready", "baking bread", "baking bread", "opening the bakery", "serving customers", "serving customers", "serving customers",
        "serving customers", "having lunch", "serving customers", "serving customers", "closing the shop", "walking in Willow Park", "cooking dinner",
        "reading", "reading", "getting ready for bed", "sleeping", "sleeping", "sleeping",
      ].map((activity, i) => ({ hour: 4 + i, activity })),
    },
    {
      style: "qwen2.5-7b",
      answer:
        '{"schedule": [{"hour": 4, "activity": "waking up"}, {"hour": 5, "activity": "baking bread"}, {"hour": 7, "activity": "serving customers"}, {"hour": 21, "activity": "sleeping"}]}',
      expected: [
        { hour: 4, activity: "waking up" }, { hour: 5, activity: "baking bread" }, { hour: 6, activity: "baking bread" },
        ...Array.from({ length: 14 }, (_, i) => ({ hour: 7 + i, activity: "serving customers" })),
        { hour: 21, activity: "sleeping" }, { hour: 22, activity: "sleeping" }, { hour: 23, activity: "sleeping" },
      ],
    },
  ],
  task_decomposition: [
    {
      style: "llama-3-8b",
      answer: "| Step | Minutes |\n|---|---|\n| Lighting the ovens | 10 |\n| Mixing the dough | 20 |\n| Kneading the dough | 15 |\n| Shaping the loaves | 15 |",
      expected: [["lighting the ovens", 10], ["mixing the dough", 20], ["kneading the dough", 15], ["shaping the loaves", 15]],
    },
    {
      style: "gpt-3.5",
      answer: "1) lighting the ovens (10 mins)\n2) mixing the dough (20 mins)\n3) kneading the dough (15 mins)\n4) shaping the loaves (15 mins)",
      expected: [["lighting the ovens", 10], ["mixing the dough", 20], ["kneading the dough", 15], ["shaping the loaves", 15]],
    },
    {
      style: "qwen2.5-7b",
      answer: "1) lighting the ovens (minutes: 10, minutes left: 50)\n2) mixing the dough (minutes: 20, minutes left: 30)\n3) kneading and shaping (minutes: 30, minutes left: 0)",
      expected: [["lighting the ovens", 10], ["mixing the dough", 20], ["kneading and shaping", 30]],
    },
  ],
  action_sector: [
    { style: "gpt-3.5", answer: "Ada Okafor would go to Willow Park for her walk.", expected: "Willow Park" },
    { style: "llama-3-8b", answer: "The answer is: Willow Park", expected: "Willow Park" },
    { style: "qwen2.5-7b", answer: "Answer: `Willow Park`", expected: "Willow Park" },
    { style: "1b", answer: "Answer: park", expected: "Willow Park" },
  ],
  action_arena: [
    { style: "gpt-3.5", answer: "She would be in the kitchen.", expected: "kitchen" },
    { style: "llama-3-8b", answer: "Answer: Kitchen (kneading requires the work table)", expected: "kitchen" },
    { style: "qwen2.5-7b", answer: '"kitchen"', expected: "kitchen" },
  ],
  action_object: [
    { style: "gpt-4o-mini", answer: "Answer: kneading table.", expected: "kneading table" },
    { style: "llama-3-8b", answer: "Ada would use the **kneading table**.", expected: "kneading table" },
    { style: "qwen2.5-7b", answer: "Answer: Kneading Table", expected: "kneading table" },
  ],
  action_emoji: [
    { style: "gpt-3.5", answer: "🍞 👐", expected: "🍞👐" },
    { style: "llama-3-8b", answer: "Here you go: 🥖🍞\n\n(baguette and bread)", expected: "🥖🍞" },
    { style: "qwen2.5-7b", answer: "`🍞🥐`", expected: "🍞🥐" },
  ],
  event_triple: [
    { style: "gpt-3.5", answer: "(Ada Okafor, knead, dough).", expected: ["Ada Okafor", "knead", "dough"] },
    { style: "llama-3-8b", answer: "Triple: Ada Okafor, bake, bread", expected: ["Ada Okafor", "bake", "bread"] },
    { style: "qwen2.5-7b", answer: "(\"Ada Okafor\", \"bake\", \"bread\")", expected: ["Ada Okafor", "bake", "bread"] },
    { style: "1b", answer: "Ada Okafor kneads the dough.", expected: ["Ada Okafor", "knead", "dough"] },
  ],
  object_description: [
    { style: "gpt-3.5", answer: "The kneading table is covered with dough and flour.", expected: "covered with dough and flour" },
    { style: "llama-3-8b", answer: "It is being used for kneading dough.", expected: "being used for kneading dough" },
    { style: "qwen2.5-7b", answer: "State: in use", expected: "in use" },
  ],
  replan_schedule: [
    {
      style: "gpt-3.5",
      answer: "12:35-13:00 -- serving customers (restocking the bread display)\n13:00-14:00 -- serving customers (wiping the counter)",
      expected: [
        ["serving customers (ringing up a sale)", 20],
        ["serving customers (conversing about the poetry night with Tomas Reyes)", 15],
        ["serving customers (restocking the bread display)", 25],
        ["serving customers (wiping the counter)", 60],
      ],
    },
    {
      style: "llama-3-8b",
      answer: "* 12:35 ~ 13:00 -- serving customers (restocking the bread display)\n* 13:00 ~ 14:00 -- serving customers (wiping the counter)",
      expected: [
        ["serving customers (ringing up a sale)", 20],
        ["serving customers (conversing about the poetry night with Tomas Reyes)", 15],
        ["serving customers (restocking the bread display)", 25],
        ["serving customers (wiping the counter)", 60],
      ],
    },
  ],
  plan_note: [
    { style: "gpt-3.5", answer: "Today, I need to remember the pastries for Friday.", expected: "Today, I need to remember the pastries for Friday." },
    // Round nineteen: held-out corpus 5 reads a "Dear me," line as the letter's form, this one as the note's words: asked again.
    { style: "llama-3-8b", answer: "Dear me,\nDon't forget the pastries for Friday at 7pm!", expected: "fallback" },
    { style: "qwen2.5-7b", answer: "Note to self: bake extra pastries on Thursday for the poetry night.", expected: "bake extra pastries on Thursday for the poetry night." },
  ],
  feelings_note: [
    { style: "gpt-3.5", answer: "I've been feeling content and a little tired, but proud of the new loaf.", expected: "I've been feeling content and a little tired, but proud of the new loaf." },
    { style: "llama-3-8b", answer: "\"I've felt good. The bakery is busy and the poetry night gives me something to look forward to.\"", expected: "I've felt good. The bakery is busy and the poetry night gives me something to look forward to." },
  ],
  currently: [
    { style: "gpt-3.5", answer: "Status: Ada is baking and preparing pastries for Friday's poetry night.", expected: "Ada is baking and preparing pastries for Friday's poetry night." },
    { style: "llama-3-8b", answer: "**Status**: Ada Okafor is getting ready for the poetry night on Friday at 7pm.", expected: "Ada Okafor is getting ready for the poetry night on Friday at 7pm." },
  ],
  event_poignancy: [
    { style: "gpt-3.5", answer: "I would rate it 5.", expected: 5 },
    { style: "llama-3-8b", answer: "Poignancy: 6/10", expected: 6 },
    { style: "qwen2.5-7b", answer: "**Rating: 4**", expected: 4 },
    { style: "1b", answer: "5 because she likes poems", expected: 5 },
  ],
  chat_poignancy: [
    { style: "gpt-3.5", answer: "This conversation rates a 5 out of 10.", expected: 5 },
    { style: "qwen2.5-7b", answer: "Score = 5", expected: 5 },
  ],
  decide_to_react: [
    { style: "gpt-3.5", answer: "Answer: Option 2 - Ada carries on with her walk.", expected: "continue" },
    { style: "llama-3-8b", answer: "**Option 1**", expected: "wait" },
    { style: "qwen2.5-7b", answer: "Ada should not wait.", expected: "continue" },
  ],
  relationship_summary: [
    { style: "gpt-3.5", answer: "Ada and Tomas are friendly; he is a regular at her bakery.", expected: "Ada and Tomas are friendly; he is a regular at her bakery." },
    { style: "qwen2.5-7b", answer: "Ada knows Tomas well. She is happy to help with his poetry night.", expected: "Ada knows Tomas well. She is happy to help with his poetry night." },
  ],
  utterance: [
    {
      style: "gpt-3.5",
      answer: 'Ada says:\n{\n  "utterance": "Of course! I\'ll have the lemon tarts ready by 6:30.",\n  "end": false\n}',
      expected: { utterance: "Of course! I'll have the lemon tarts ready by 6:30.", end: false },
    },
    {
      style: "llama-3-8b",
      answer: '{"utterance": "Of course! I\'ll have the lemon tarts ready by 6:30.", "end": 0}',
      expected: { utterance: "Of course! I'll have the lemon tarts ready by 6:30.", end: false },
    },
    {
      style: "qwen2.5-7b",
      answer: '{"end": true, "utterance": "Then it\'s settled. See you Friday!"}',
      expected: { utterance: "Then it's settled. See you Friday!", end: true },
    },
  ],
  conversation_summary: [
    { style: "gpt-3.5", answer: "They discussed pastries for the poetry night.", expected: "conversing about pastries for the poetry night" },
    { style: "llama-3-8b", answer: "Tomas and Ada are talking about pastries for the poetry night.", expected: "conversing about pastries for the poetry night" },
    { style: "qwen2.5-7b", answer: "Conversation topic: pastries for the poetry night", expected: "conversing about pastries for the poetry night" },
  ],
  focal_points: [
    {
      style: "gpt-3.5",
      answer: "1) How does Ada feel about baking for the poetry night?\n2) What does Tomas hope the poetry night will bring?\n3) Will Ada finish the honey-rye loaf in time?",
      expected: ["How does Ada feel about baking for the poetry night?", "What does Tomas hope the poetry night will bring?", "Will Ada finish the honey-rye loaf in time?"],
    },
    {
      style: "qwen2.5-7b",
      answer: '["How does Ada feel about baking for the poetry night?",\n "What does Tomas hope the poetry night will bring?",\n "Will Ada finish the honey-rye loaf in time?",]',
      expected: ["How does Ada feel about baking for the poetry night?", "What does Tomas hope the poetry night will bring?", "Will Ada finish the honey-rye loaf in time?"],
    },
  ],
  insights: [
    {
      style: "gpt-3.5",
      answer: "1. Ada is committed to helping with the poetry night (because of 1 and 3)\n2. Tomas relies on Ada's baking (because of 2).",
      expected: [{ insight: "Ada is committed to helping with the poetry night", evidence: [0, 2] }, { insight: "Tomas relies on Ada's baking", evidence: [1] }],
    },
    {
      style: "llama-3-8b",
      answer: "1. Ada is committed to helping with the poetry night (statements 1, 3)\n2. Tomas relies on Ada's baking (statement 2)",
      expected: [{ insight: "Ada is committed to helping with the poetry night", evidence: [0, 2] }, { insight: "Tomas relies on Ada's baking", evidence: [1] }],
    },
  ],
  chat_planning_thought: [
    { style: "gpt-3.5", answer: "Ada should remember to close early on Friday to deliver the pastries by 6:30.", expected: "Ada should remember to close early on Friday to deliver the pastries by 6:30." },
    { style: "qwen2.5-7b", answer: "Thought: close early Friday and deliver the pastries by 6:30pm.", expected: "close early Friday and deliver the pastries by 6:30pm." },
  ],
  chat_memo: [
    { style: "gpt-3.5", answer: "Ada was glad to hear Tomas wants lemon tarts.", expected: "Ada was glad to hear Tomas wants lemon tarts." },
    { style: "llama-3-8b", answer: "**Ada found it interesting that Tomas wants lemon tarts.**", expected: "Ada found it interesting that Tomas wants lemon tarts." },
  ],
  role_state: [
    { style: "gpt-3.5", answer: "Stage: 1", expected: 1 },
    { style: "qwen2.5-7b", answer: "**1**", expected: 1 },
    { style: "llama-3-8b", answer: "I choose stage 1 (ReviseDraft).", expected: 1 },
  ],
  role_write_plan: [
    {
      style: "llama-3-8b",
      answer:
        '```\n[\n  {"task_id": "1", "dependent_task_ids": [], "instruction": "Write a first draft of the poem about the willows.", "task_type": "write_draft"}\n]\n```',
      expected: [{ taskId: "1", dependentTaskIds: [], instruction: "Write a first draft of the poem about the willows.", taskType: "write_draft" }],
    },
  ],
  role_instruction: [
    // Issue 24: a label before the text is no part of it (was expected kept).
    { style: "gpt-3.5", answer: "Summary: Tomas is hosting a poetry night on Friday at 7pm.", expected: "Tomas is hosting a poetry night on Friday at 7pm." },
    { style: "llama-3-8b", answer: "Certainly!\n\nTomas is hosting a poetry night on Friday at 7pm.", expected: "Tomas is hosting a poetry night on Friday at 7pm." },
  ],
  write_draft: [
    // Issue 24: a label on its own line before the text is no part of it (was expected kept).
    { style: "gpt-3.5", answer: "Draft:\nThe willows lean to read the pond.", expected: "The willows lean to read the pond." },
  ],
  review_draft: [
    { style: "llama-3-8b", answer: "Great draft! The imagery is lovely. Consider tightening the last line.", expected: "Great draft! The imagery is lovely. Consider tightening the last line." },
  ],
  rank_memories: [
    { style: "gpt-3.5", answer: "Doc: 2, Relevance: 9\nDoc: 3, Relevance: 5\nDoc: 1, Relevance: 1", expected: [1, 2, 0] },
    { style: "qwen2.5-7b", answer: "- Doc 2: Relevance 9\n- Doc 3: Relevance 4", expected: [1, 2] },
  ],
  character_reply: [
    {
      style: "gpt-3.5",
      answer: "【开心】好呀，我们一起去图书馆吧！<好呀，我们一起去图书馆吧！>（拍了拍手）",
      expected: [{ emotion: "开心", content: "好呀，我们一起去图书馆吧！", tts: "好呀，我们一起去图书馆吧！", action: "拍了拍手" }],
    },
  ],
};

/** The held-out conversation is the corpus's own; kept here so the file reads on its own. */
export const heldOutChat = bakeryChat;
