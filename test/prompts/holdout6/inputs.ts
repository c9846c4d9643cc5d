/** Each prompt's inputs in the sixth held-out corpus (Corran Ferry, fixtures.ts), by prompt id. */
import { agnes, ferryChat, places, tobias, wen } from "./fixtures.js";

const at = (who: typeof tobias, currTime: string) => ({ ...who, currTime });

const landing = "Corran Ferry landing";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Wen Castellano", currTime: "2026-11-16T16:10:00", actAddress: "Corran Ferry landing:landing stage", actDescription: "waiting for the ferry with a crate of scarves" },
    target: { name: "Tobias Okafor", currTime: "2026-11-16T16:10:00", actAddress: "Corran Ferry landing:landing stage", actDescription: "tying up the ferry at the landing stage" },
    lastChat: { created: "2026-11-13T16:30:00", description: "taking Wen's market stall across on Friday" },
    retrieved: { events: [{ description: "Tobias Okafor is tying up the ferry at the landing stage" }], thoughts: [{ description: "Wen Castellano owes Tobias Okafor a blue scarf for carrying her stall" }] },
  },
  wake_up_hour: { identity: at(tobias, "2026-11-16T00:00:00") },
  daily_plan: { identity: at(wen, "2026-11-17T00:00:00"), wakeUpHour: 7 },
  daily_requirement: { identity: at(agnes, "2026-11-16T00:00:00"), wakeUpHour: 9 },
  hourly_schedule: {
    identity: at(tobias, "2026-11-16T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and complete the morning routine at 5:00 am",
      "run the ferry from 6:00 am to 12:00 pm",
      "check the chain and the landing stage at 12:00 pm",
      "run the ferry from 1:00 pm to 6:00 pm",
      "mend ropes in the ferry shed at 7:00 pm",
      "go to bed at 10:00 pm",
    ],
  },
  task_decomposition: {
    identity: at(wen, "2026-11-16T08:00:00"),
    task: "dyeing indigo scarves at the dye works",
    durationMinutes: 60,
    startTime: "08:00",
    context: [
      { start: "07:00", end: "08:00", activity: "waking up and having breakfast" },
      { start: "08:00", end: "09:00", activity: "dyeing indigo scarves at the dye works" },
      { start: "09:00", end: "10:00", activity: "clearing branches from the water wheel" },
    ],
    granularityMinutes: 5,
  },
  action_sector: {
    identity: at(tobias, "2026-11-16T12:00:00"),
    activity: "checking the chain winch at the landing stage",
    livingSector: "Tobias Okafor's house",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Tobias Okafor's house",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: Object.keys({ "Tobias Okafor's house": 1, [landing]: 1, "Madder Lane Dye Works": 1, "The Tillerman": 1, "The Quay": 1, "Gull Hill Observatory": 1 }),
  },
  action_arena: {
    identity: at(tobias, "2026-11-16T19:00:00"),
    activity: "mending ropes (splicing a frayed mooring line)",
    sector: landing,
    arenas: ["ferry shed", "landing stage", "ferry deck"],
  },
  action_object: { name: "Tobias Okafor", activity: "mending ropes (splicing a frayed mooring line)", arena: "ferry shed", objects: ["workbench", "rope locker", "tide board"] },
  action_emoji: { description: "dyeing scarves in the indigo vat" },
  event_triple: { subject: "Wen Castellano", description: "dyeing indigo scarves at the dye works" },
  object_description: { object: "indigo vat", name: "Wen Castellano", activity: "dyeing scarves" },
  action_grounding: { identity: at(tobias, "2026-11-16T12:00:00"), activity: "checking the ferry chain (oiling the winch)", livingSector: "Tobias Okafor's house", currentSector: landing, places },
  steps_grounding: {
    identity: at(tobias, "2026-11-16T18:00:00"),
    activities: ["tying up the ferry for the night", "mending ropes in the shed", "walking to The Tillerman for dominoes"],
    livingSector: "Tobias Okafor's house",
    currentSector: landing,
    places,
  },
  replan_schedule: {
    name: "Wen Castellano",
    windowStart: "13:00",
    windowEnd: "16:00",
    originalEntries: [["dyeing the second batch of scarves", 90], ["hanging scarves on the drying racks", 60], ["sweeping the dye house", 30]],
    fixedEntries: [["dyeing the second batch of scarves", 30], ["talking with Tobias Okafor about the market crossing", 20]],
    fallback: [["dyeing the second batch of scarves", 70], ["hanging scarves on the drying racks", 60]],
  },
  plan_note: {
    identity: at(agnes, "2026-11-17T00:00:00"),
    statements: [
      { created: "2026-11-16T11:00:00", description: "Agnes Pruitt read that the Leonids peak on the night of November 17" },
      { created: "2026-11-16T15:00:00", description: "Tobias Okafor told Agnes Pruitt he will run a late ferry at 11:30 pm on Tuesday for people coming back from the viewing" },
      { created: "2026-11-16T18:00:00", description: "the forecast says the cloud should clear after 9pm on Tuesday" },
      { created: "2026-11-16T19:00:00", description: "Agnes Pruitt agreed to lend folding chairs to the night market on Friday" },
    ],
  },
  feelings_note: {
    identity: at(wen, "2026-11-17T00:00:00"),
    statements: [
      { created: "2026-11-15T10:00:00", description: "the water wheel at the dye works clogged with branches from the flood" },
      { created: "2026-11-15T16:00:00", description: "Wen Castellano finished twenty of the forty indigo scarves" },
      { created: "2026-11-16T16:30:00", description: "Tobias Okafor agreed to carry Wen's stall across on Friday at 4:30 pm" },
    ],
  },
  currently: {
    identity: at(tobias, "2026-11-17T00:00:00"),
    planNote: "I must run the late crossing at 11:30 pm tonight for the meteor watchers coming down from Gull Hill.",
    feelingsNote: "I'm tired of the high water but glad the chain held.",
  },
  event_poignancy: { identity: at(agnes, "2026-11-16T15:00:00"), description: "the forecast says the cloud will clear on Tuesday night for the Leonids" },
  event_poignancies: {
    identity: at(tobias, "2026-11-16T18:00:00"),
    descriptions: [
      "the kettle is boiling",
      "a branch hit the ferry's hull at the middle of the river",
      "Wen Castellano brought Tobias a blue indigo scarf",
      "the landing stage is wet",
    ],
  },
  chat_poignancy: { identity: at(wen, "2026-11-16T16:40:00"), description: "Wen Castellano and Tobias Okafor agreed that he carries her stall and forty scarves across on Friday at 4:30 pm" },
  decide_to_react: {
    initiator: { name: "Wen Castellano", currTime: "2026-11-16T16:00:00", actAddress: "Madder Lane Dye Works:dye house:rinsing trough", actDescription: "rinsing the day's scarves" },
    target: { name: "Agnes Pruitt", currTime: "2026-11-16T16:00:00", actAddress: "Madder Lane Dye Works:dye house:rinsing trough", actDescription: "washing out a paint jar" },
    retrieved: { events: [{ description: "Agnes Pruitt is washing out a paint jar at the rinsing trough" }], thoughts: [] },
    place: "rinsing trough",
  },
  relationship_summary: {
    speaker: "Tobias Okafor",
    listener: "Agnes Pruitt",
    statements: [
      "Agnes Pruitt taught Tobias Okafor's daughter at the primary school",
      "Agnes Pruitt asked Tobias to run a late ferry after the Leonid viewing",
      "Tobias Okafor thinks Agnes Pruitt fusses too much about the weather",
    ],
  },
  utterance: {
    speaker: at(tobias, "2026-11-16T16:35:00"),
    listener: "Wen Castellano",
    relationship: "Tobias has known Wen since she came to work at the dye works; he likes her and carries her goods across the river.",
    memories: ["Wen Castellano needs her stall carried across on Friday", "the river is running high"],
    place: "Corran Ferry landing",
    speakerActivity: "tying up the ferry",
    listenerActivity: "asking about Friday's crossing",
    transcript: ferryChat.slice(0, 3),
  },
  conversation_summary: { transcript: ferryChat },
  focal_points: {
    name: "Agnes Pruitt",
    statements: [
      "Agnes Pruitt cleaned the telescope's lens",
      "Agnes Pruitt read that the Leonids peak on the night of November 17",
      "Tobias Okafor will run a late ferry after the viewing",
      "the forecast says cloud until 9pm on Tuesday",
      "Agnes Pruitt printed forty star charts for visitors",
    ],
    n: 3,
  },
  insights: {
    name: "Wen Castellano",
    statements: [
      "Wen Castellano dyed twenty indigo scarves",
      "the water wheel at the dye works clogged with branches",
      "Wen Castellano asked Tobias Okafor to carry her stall across the river",
      "Wen Castellano stayed at the dye works until 9pm",
      "Wen Castellano promised Tobias a blue scarf",
      "Wen Castellano sold out of scarves at last year's night market",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Wen Castellano", partner: "Tobias Okafor", transcript: ferryChat },
  chat_memo: { name: "Tobias Okafor", partner: "Wen Castellano", transcript: ferryChat },
  inner_thought: { identity: at(agnes, "2026-11-16T21:00:00"), whisper: "You should ask Tobias to keep the ferry's lamps dim on Tuesday so the meteors show" },
  thought_notes: {
    identity: at(wen, "2026-11-16T21:00:00"),
    statements: [
      "I need to finish the last twenty scarves by Thursday",
      "I should ask the miller's boys to clear the water wheel",
      "I want to give Tobias the best blue scarf",
    ],
  },
  interview_answer: {
    speaker: at(agnes, "2026-11-17T14:00:00"),
    interviewer: "a visitor from the county paper",
    doing: "setting out folding chairs",
    place: "Gull Hill Observatory",
    plan: ["open the observatory at 8:00 pm", "the Leonid viewing from 10:00 pm"],
    memories: [
      "the Leonids peak tonight, November 17",
      "Tobias Okafor will run a late ferry at 11:30 pm for the watchers",
      "the forecast says cloud until 9pm",
    ],
    question: "What is happening at the observatory tonight?",
  },
  role_state: {
    prefix: "You are Ines, the night market's organiser.",
    history: [
      { role: "user", content: "We need a leaflet for the Lantern Night Market on Friday." },
      { role: "assistant", content: "Here is a first draft of the leaflet: lanterns, forty stalls, late ferry until midnight." },
    ],
    states: ["gather the stallholders' details", "write the leaflet", "review the leaflet with the committee"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Ines, the night market's organiser.",
    goal: "Announce the Lantern Night Market on Friday, November 20",
    context: [{ role: "user", content: "Write a leaflet and a notice for the ferry landing." }],
    actions: [
      { id: "WriteLeaflet", name: "Write leaflet", desc: "write the leaflet's text" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Ines, the night market's organiser.",
    history: [{ role: "user", content: "Write a notice for the ferry landing about Friday's late crossings." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: late ferries run every half hour from 6pm to midnight on Friday, November 20.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should a visitor bring to a meteor-shower viewing in November?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Ines, the night market's organiser.",
    history: [{ role: "user", content: "Write a short leaflet for the Lantern Night Market on the quay, Friday, November 20, from 5pm." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Ravi, a careful editor.",
    history: [
      { role: "user", content: "Write a short leaflet for the Lantern Night Market on the quay, Friday, November 20, from 5pm." },
      { role: "assistant", content: "Come to the Lantern Night Market! Forty stalls, indigo scarves, hot chestnuts and music on the quay. Friday from 5pm. Late ferries until midnight." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When does the late ferry run after the meteor viewing?",
    memories: [
      "The user likes hot chocolate.",
      "The ferry runs a late crossing at 11:30 pm on Tuesday after the Leonid viewing.",
      "The night market is on Friday from 5pm.",
      "The ferry normally stops at 6pm.",
    ],
  },
  character_reply: {
    character: "Marguerite",
    memory: [
      { role: "system", content: "You are Marguerite, the lamplighter of the night market, who speaks in short warm sentences." },
      { role: "user", content: "Marguerite, are the lanterns ready for Friday?" },
      { role: "assistant", content: "【cheerful】Almost! Two hundred and twelve hung so far.（counts on her fingers）" },
      { role: "user", content: "{the wind picks up over the quay} Will they survive this wind?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Wen Castellano",
    fact: "Gull Hill Observatory holds a public viewing of the Leonids on Tuesday night",
    question: "Have you heard anything about the observatory this week?",
    answer: "Oh yes, Agnes told me about the meteor night on Tuesday. I might go if I finish my scarves.",
  },
  acquaintance: {
    person: "Agnes Pruitt",
    other: "Wen Castellano",
    question: "Do you know Wen Castellano?",
    answer: "The dyer? I've bought a scarf from her stall once, lovely blue. We've never really talked.",
  },
  absence_reason: {
    person: "Tobias Okafor",
    event: "the Leonid viewing at Gull Hill Observatory",
    question: "Why didn't you come to the meteor viewing?",
    answer: "I was running the late ferry, somebody had to bring the watchers home.",
  },
  believability_judge: {
    person: "Wen Castellano",
    about: ", a dyer in Corran Ferry,",
    question: "What are you doing this week?",
    first: "Dyeing indigo scarves for Friday's night market, if the water wheel lets me.",
    second: "I am doing many activities this week and I am happy.",
  },
};
