/** Each prompt's inputs in the tenth held-out corpus (Reedholm, fixtures.ts), by prompt id. */
import { ines, jozef, millChat, oliver, places } from "./fixtures.js";

const at = (who: typeof jozef, currTime: string) => ({ ...who, currTime });

const mill = "Reedholm Windmill";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Ines Varga", currTime: "2028-03-14T12:10:00", actAddress: "Reedholm Ferry:landing stage", actDescription: "reading the river gauge" },
    target: { name: "Oliver Ashdown", currTime: "2028-03-14T12:10:00", actAddress: "Reedholm Ferry:landing stage", actDescription: "waiting for the ferry with a box of bird charts" },
    lastChat: { created: "2028-03-07T16:00:00", description: "the whooper swans roosting by the ferry landing" },
    retrieved: { events: [{ description: "Oliver Ashdown is waiting for the ferry with a box of bird charts" }], thoughts: [{ description: "Ines Varga thinks the ferry will have to stop this afternoon" }] },
  },
  wake_up_hour: { identity: at(jozef, "2028-03-13T00:00:00") },
  daily_plan: { identity: at(ines, "2028-03-14T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(oliver, "2028-03-13T00:00:00"), wakeUpHour: 6 },
  hourly_schedule: {
    identity: at(jozef, "2028-03-13T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and listen to the shipping forecast at 5:00 am",
      "check the wind from the mill gallery at 6:00 am",
      "grind flour from 7:00 am to 12:00 pm",
      "bag flour at 2:00 pm",
      "close the mill door at 6:00 pm",
      "go to bed at 9:00 pm",
    ],
  },
  task_decomposition: {
    identity: at(ines, "2028-03-13T14:00:00"),
    task: "painting the ferry's rails",
    durationMinutes: 120,
    startTime: "14:00",
    context: [
      { start: "12:00", end: "14:00", activity: "reading the river gauge and eating lunch" },
      { start: "14:00", end: "16:00", activity: "painting the ferry's rails" },
      { start: "16:00", end: "19:00", activity: "running the ferry" },
    ],
    granularityMinutes: 15,
  },
  action_sector: {
    identity: at(jozef, "2028-03-13T07:00:00"),
    activity: "grinding flour on the millstones",
    livingSector: "Jozef Brink's cottage",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Jozef Brink's cottage",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Jozef Brink's cottage", mill, "Reedholm Ferry", "Reedholm School", "The Green", "The Washes Bird Hide"],
  },
  action_arena: {
    identity: at(jozef, "2028-03-13T14:00:00"),
    activity: "bagging flour and weighing the sacks",
    sector: mill,
    arenas: ["stone floor", "cap", "mill door"],
  },
  action_object: { name: "Oliver Ashdown", activity: "counting whooper swans on the washes", arena: "hide", objects: ["telescope", "count book", "bench"] },
  action_emoji: { description: "grinding flour at the windmill" },
  event_triple: { subject: "Jozef Brink", description: "grinding flour at the windmill" },
  object_description: { object: "millstones", name: "Jozef Brink", activity: "grinding flour" },
  action_grounding: { identity: at(jozef, "2028-03-13T07:00:00"), activity: "grinding flour (pouring wheat into the hopper)", livingSector: "Jozef Brink's cottage", currentSector: "Jozef Brink's cottage", places },
  steps_grounding: {
    identity: at(jozef, "2028-03-13T17:30:00"),
    activities: ["counting the day's takings", "stacking the flour sacks", "warming soup on the range"],
    livingSector: "Jozef Brink's cottage",
    currentSector: mill,
    places,
  },
  replan_schedule: {
    name: "Ines Varga",
    windowStart: "14:00",
    windowEnd: "18:00",
    originalEntries: [["painting the ferry's rails", 120], ["running the ferry", 90], ["oiling the ferry chain", 30]],
    fixedEntries: [["painting the ferry's rails", 45], ["talking with Jozef Brink about the high water", 15]],
    fallback: [["painting the ferry's rails", 60], ["running the ferry", 90]],
  },
  plan_note: {
    identity: at(oliver, "2028-03-16T00:00:00"),
    statements: [
      { created: "2028-03-13T07:30:00", description: "one hundred and twelve whooper swans were counted on the washes" },
      { created: "2028-03-14T15:00:00", description: "the chain ferry stopped because of high water" },
      { created: "2028-03-15T09:00:00", description: "the school projector's remote is missing" },
      { created: "2028-03-15T16:00:00", description: "Ines Varga offered to bring the tea urn to the bird count talk at 7pm" },
    ],
  },
  feelings_note: {
    identity: at(ines, "2028-03-15T00:00:00"),
    statements: [
      { created: "2028-03-14T15:00:00", description: "the ferry had to stop because of high water" },
      { created: "2028-03-14T19:00:00", description: "Jozef Brink brought Ines Varga a fresh loaf for taking his flour across" },
      { created: "2028-03-14T21:00:00", description: "the ferry's rails are only half painted" },
    ],
  },
  currently: {
    identity: at(jozef, "2028-03-15T00:00:00"),
    planNote: "I must have the sails off the stocks by 8 am so the millwright can fit the new cloths, and keep the mill stopped all day.",
    feelingsNote: "I'm uneasy about strangers on my cap but glad Ines got the flour across before the water came up.",
  },
  event_poignancy: { identity: at(ines, "2028-03-14T15:00:00"), description: "high water has stopped the chain ferry" },
  event_poignancies: {
    identity: at(jozef, "2028-03-14T18:00:00"),
    descriptions: [
      "the kettle is on the range cooker",
      "the millwright says the brake wheel has a cracked cog",
      "a flour sack split on the mill door step",
      "the radio is playing the shipping forecast",
    ],
  },
  chat_poignancy: { identity: at(ines, "2028-03-13T17:00:00"), description: "Ines Varga and Jozef Brink agreed that she takes his flour across the Cut at 8pm before the water rises" },
  decide_to_react: {
    initiator: { name: "Oliver Ashdown", currTime: "2028-03-15T07:00:00", actAddress: "The Washes Bird Hide:hide:telescope", actDescription: "counting whooper swans through the telescope" },
    target: { name: "Ines Varga", currTime: "2028-03-15T07:00:00", actAddress: "The Washes Bird Hide:hide:telescope", actDescription: "bringing the count book from the ferry" },
    retrieved: { events: [{ description: "Ines Varga is bringing the count book from the ferry" }], thoughts: [] },
    place: "telescope",
  },
  relationship_summary: {
    speaker: "Jozef Brink",
    listener: "Oliver Ashdown",
    statements: [
      "Oliver Ashdown brings the school class to the windmill every spring",
      "Jozef Brink taught Oliver Ashdown's pupils how the millstones are dressed",
      "Jozef Brink thinks Oliver Ashdown talks about birds too much",
    ],
  },
  utterance: {
    speaker: at(ines, "2028-03-13T17:05:00"),
    listener: "Jozef Brink",
    relationship: "Ines has bought her bread from Jozef since she took over the ferry; she jokes with him and he pretends to be grumpy.",
    memories: ["the river gauge read two metres at noon", "the ferry stops when the gauge passes two metres twenty"],
    place: "Reedholm Windmill",
    speakerActivity: "buying a bag of flour at the mill door",
    listenerActivity: "weighing flour sacks",
    transcript: millChat.slice(0, 3),
  },
  conversation_summary: { transcript: millChat },
  focal_points: {
    name: "Oliver Ashdown",
    statements: [
      "Oliver Ashdown counted one hundred and twelve whooper swans",
      "the chain ferry stopped because of high water",
      "the bird count talk is at the school at 7pm on Thursday",
      "the school projector's remote is missing",
      "Ines Varga offered to bring the tea urn",
    ],
    n: 3,
  },
  insights: {
    name: "Jozef Brink",
    statements: [
      "Jozef Brink ground four hundred kilos of flour this week",
      "the millwright found a cracked cog on the brake wheel",
      "Jozef Brink stayed up until midnight bagging flour",
      "Ines Varga took Jozef's flour across the Cut before the high water",
      "the chain ferry stopped on Tuesday",
      "Jozef Brink gave Ines Varga a loaf for her help",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Jozef Brink", partner: "Ines Varga", transcript: millChat },
  chat_memo: { name: "Ines Varga", partner: "Jozef Brink", transcript: millChat },
  inner_thought: { identity: at(oliver, "2028-03-15T22:00:00"), whisper: "You should ask Jozef to bring a sack of flour to show the children at the talk" },
  thought_notes: {
    identity: at(ines, "2028-03-15T21:00:00"),
    statements: [
      "I need to finish painting the ferry's rails before Saturday",
      "I should bring the tea urn to Oliver's bird count talk",
      "I want to ask Jozef for two loaves for the spring market",
    ],
  },
  interview_answer: {
    speaker: at(ines, "2028-03-14T16:00:00"),
    interviewer: "a reporter from the Fenland Gazette",
    doing: "tying the ferry up at the landing stage",
    place: "Reedholm Ferry",
    plan: ["read the river gauge again at 6:00 pm", "open the ferry at 7:30 am tomorrow if the water drops"],
    memories: [
      "the chain ferry stopped at three o'clock because of high water",
      "Ines Varga took Jozef Brink's flour across the Cut last night",
      "the spring market is on the green on Saturday",
    ],
    question: "How will people cross the Cut while the ferry is stopped?",
  },
  role_state: {
    prefix: "You are Hattie, the spring market's organiser.",
    history: [
      { role: "user", content: "We need a pitch plan for the spring market on the green on Saturday." },
      { role: "assistant", content: "Here is a first pitch plan: the mill's flour stall by the church gate, eels by the pond, the school's plant sale under the oak." },
    ],
    states: ["collect the stallholders' bookings", "draw the pitch plan", "check the pitch plan with the parish clerk"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Hattie, the spring market's organiser.",
    goal: "Announce the spring market on Reedholm green on Saturday, March 18",
    context: [{ role: "user", content: "Write a pitch plan and a notice for the ferry's bell post." }],
    actions: [
      { id: "DrawPitchPlan", name: "Draw pitch plan", desc: "draw the plan of the pitches" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Hattie, the spring market's organiser.",
    history: [{ role: "user", content: "Write a notice for the ferry's bell post about getting to the market." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the spring market is on Reedholm green on Saturday, March 18, from 10am; the ferry runs every twenty minutes if the water allows; otherwise come round by Ashby bridge.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should you do if a ferry is stopped by high water?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Hattie, the spring market's organiser.",
    history: [{ role: "user", content: "Write a short notice for the spring market on Reedholm green, Saturday, March 18, from 10am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Dorcas, a careful editor.",
    history: [
      { role: "user", content: "Write a short notice for the spring market on Reedholm green, Saturday, March 18, from 10am." },
      { role: "assistant", content: "Spring Market! Stoneground flour, smoked eels and the school's plant sale. Reedholm green, Saturday from 10am. The ferry runs if the water allows." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When did the ferry stop this week?",
    memories: [
      "The user likes rye bread.",
      "The chain ferry stopped on Tuesday afternoon because of high water.",
      "The spring market is on Saturday from 10am.",
      "The ferry usually runs from 7:30am to 7pm.",
    ],
  },
  character_reply: {
    character: "Wilf",
    memory: [
      { role: "system", content: "You are Wilf, an old eel fisherman of Reedholm who speaks slowly and says little." },
      { role: "user", content: "Wilf, did the high water take your eel traps?" },
      { role: "assistant", content: "【slow】Two of them. The rest I'd pulled Monday.（taps his pipe）" },
      { role: "user", content: "{a swan lands on the water} Will you set them again this week?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Oliver Ashdown",
    fact: "high water stopped the chain ferry on Tuesday",
    question: "Have you heard any news about the ferry this week?",
    answer: "The ferry's stopped, hasn't it? The water came up over the gauge on Tuesday. I had to go round by Ashby bridge.",
  },
  acquaintance: {
    person: "Ines Varga",
    other: "Oliver Ashdown",
    question: "Do you know Oliver Ashdown?",
    answer: "Oliver? He crosses on my ferry every morning with his binoculars. He taught me the names of the geese.",
  },
  absence_reason: {
    person: "Jozef Brink",
    event: "the spring bird count talk at the school on Thursday evening",
    question: "Why didn't you come to the bird count talk on Thursday?",
    answer: "The millwright was still up on my cap at seven, I couldn't leave the mill with the sails half off.",
  },
  believability_judge: {
    person: "Ines Varga",
    about: "who runs the chain ferry in Reedholm",
    question: "What are you doing this week?",
    first: "Watching the gauge, mostly. If the water goes down I'll finish painting the rails before the market.",
    second: "This week I am engaging in a variety of fulfilling activities related to my job and hobbies.",
  },
};
