/** Each prompt's inputs in the thirteenth held-out corpus (Hollin Dale, fixtures.ts), by prompt id. */
import { elin, ingrid, kofi, milkChat, places } from "./fixtures.js";

const at = (who: typeof ingrid, currTime: string) => ({ ...who, currTime });

const creamery = "Hollin Dale Creamery";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Elin Pryce", currTime: "2030-09-10T12:40:00", actAddress: "Chapel Hall:main hall", actDescription: "carrying the show schedules into the hall" },
    target: { name: "Kofi Asante", currTime: "2030-09-10T12:40:00", actAddress: "Chapel Hall:main hall", actDescription: "pinning the fell-race map to the notice board" },
    lastChat: { created: "2030-09-02T16:00:00", description: "the fell race's route past Nether Fold" },
    retrieved: { events: [{ description: "Kofi Asante is pinning the fell-race map to the notice board" }], thoughts: [{ description: "Elin Pryce wants the fell race kept off her hay meadow" }] },
  },
  wake_up_hour: { identity: at(ingrid, "2030-09-09T00:00:00") },
  daily_plan: { identity: at(kofi, "2030-09-10T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(elin, "2030-09-09T00:00:00"), wakeUpHour: 4 },
  hourly_schedule: {
    identity: at(ingrid, "2030-09-09T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and drink coffee on the creamery step at 5:00 am",
      "take in the milk at 6:00 am",
      "set the curd at 8:00 am",
      "turn the wheels in the cave store from 1:00 pm to 3:00 pm",
      "wash down the vats at 5:00 pm",
      "go to bed at 9:30 pm",
    ],
  },
  task_decomposition: {
    identity: at(kofi, "2030-09-09T10:00:00"),
    task: "restocking the first-aid cupboard for the rescue training",
    durationMinutes: 120,
    startTime: "10:00",
    context: [
      { start: "07:30", end: "10:00", activity: "cooking breakfast and clearing up" },
      { start: "10:00", end: "12:00", activity: "restocking the first-aid cupboard for the rescue training" },
      { start: "12:00", end: "13:00", activity: "eating lunch in the common room" },
    ],
    granularityMinutes: 15,
  },
  action_sector: {
    identity: at(ingrid, "2030-09-09T13:00:00"),
    activity: "turning the Dale Blue wheels",
    livingSector: "Creamery House",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Creamery House",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Creamery House", creamery, "Crag End Hut", "Nether Fold", "Low Ing Showfield", "Chapel Hall"],
  },
  action_arena: {
    identity: at(ingrid, "2030-09-09T06:00:00"),
    activity: "taking in the morning milk",
    sector: creamery,
    arenas: ["make room", "cave store", "milk bay"],
  },
  action_object: { name: "Kofi Asante", activity: "drying the walkers' wet boots", arena: "drying room", objects: ["boot rack", "rope hooks", "heater"] },
  action_emoji: { description: "turning wheels of blue cheese" },
  event_triple: { subject: "Elin Pryce", description: "washing two heifers for the show" },
  object_description: { object: "cheese vat", name: "Ingrid Halvorsen", activity: "setting the curd in the cheese vat" },
  action_grounding: { identity: at(ingrid, "2030-09-09T08:00:00"), activity: "setting the curd (stirring the rennet into the warm milk)", livingSector: "Creamery House", currentSector: "Creamery House", places },
  steps_grounding: {
    identity: at(ingrid, "2030-09-09T17:00:00"),
    activities: ["washing down the cheese vat", "writing up the make book", "heating soup for supper"],
    livingSector: "Creamery House",
    currentSector: creamery,
    places,
  },
  replan_schedule: {
    name: "Kofi Asante",
    windowStart: "14:00",
    windowEnd: "18:00",
    originalEntries: [["drawing the fell-race map", 120], ["booking in the walkers", 120]],
    fixedEntries: [["drawing the fell-race map", 60], ["talking with Elin Pryce about the race route", 30]],
    fallback: [["drawing the fell-race map", 90], ["booking in the walkers", 120]],
  },
  plan_note: {
    identity: at(elin, "2030-09-11T00:00:00"),
    statements: [
      { created: "2030-09-09T09:00:00", description: "the council put up signs that Fell Road is closed on Tuesday" },
      { created: "2030-09-10T07:30:00", description: "Elin Pryce took her own milk down to the creamery on the trailer" },
      { created: "2030-09-10T16:00:00", description: "one of the heifers has a cut on her hock" },
      { created: "2030-09-10T19:00:00", description: "Kofi Asante asked to run the fell race along the top of the hay meadow" },
    ],
  },
  feelings_note: {
    identity: at(kofi, "2030-09-11T00:00:00"),
    statements: [
      { created: "2030-09-09T11:00:00", description: "the first-aid cupboard was missing two splints and the foil blankets" },
      { created: "2030-09-10T12:45:00", description: "Elin Pryce told Kofi Asante the fell race must keep off her meadow" },
      { created: "2030-09-10T20:00:00", description: "twelve walkers were booked into a hut with ten beds" },
    ],
  },
  currently: {
    identity: at(ingrid, "2030-09-11T00:00:00"),
    planNote: "I must have the Dale Blue wheels out of the cave by 9:30 for the grader and pick the three cheeses for the show.",
    feelingsNote: "I'm nervous about the grader, but glad Elin got her milk down on Tuesday without the tanker.",
  },
  event_poignancy: { identity: at(elin, "2030-09-10T08:00:00"), description: "Elin Pryce got her milk to the creamery on the trailer while Fell Road was closed" },
  event_poignancies: {
    identity: at(ingrid, "2030-09-11T12:00:00"),
    descriptions: [
      "the calendar is hanging by the range",
      "the guild grader marked the Dale Blue as excellent",
      "a churn lid rolled under the milk tank",
      "the coffee pot is warm",
    ],
  },
  chat_poignancy: { identity: at(elin, "2030-09-09T17:00:00"), description: "Elin Pryce and Ingrid Halvorsen agreed that she brings her milk down by half seven on Tuesday while Fell Road is closed" },
  decide_to_react: {
    initiator: { name: "Ingrid Halvorsen", currTime: "2030-09-12T14:00:00", actAddress: "Hollin Dale Creamery:cave store:cheese wheels", actDescription: "turning the Dale Blue wheels" },
    target: { name: "Kofi Asante", currTime: "2030-09-12T14:00:00", actAddress: "Hollin Dale Creamery:cave store:cheese wheels", actDescription: "collecting a cheese for the hut's suppers" },
    retrieved: { events: [{ description: "Kofi Asante is collecting a cheese for the hut's suppers" }], thoughts: [] },
    place: "cheese wheels",
  },
  relationship_summary: {
    speaker: "Ingrid Halvorsen",
    listener: "Kofi Asante",
    statements: [
      "Kofi Asante buys a Dale Blue for the hut every Monday",
      "Ingrid Halvorsen walked up to Crag End Hut with the rescue team in the spring",
      "Ingrid Halvorsen thinks Kofi Asante keeps the cheese too warm at the hut",
    ],
  },
  utterance: {
    speaker: at(elin, "2030-09-09T17:05:00"),
    listener: "Ingrid Halvorsen",
    relationship: "Elin has sent her milk to the cooperative since Ingrid started there; she grumbles about the milk price and Ingrid saves her the broken cheese.",
    memories: ["Fell Road is closed from 9am on Tuesday", "the heifers must be washed for Saturday's show"],
    place: "Hollin Dale Creamery",
    speakerActivity: "asking about bringing the milk down herself",
    listenerActivity: "writing up the make book",
    transcript: milkChat.slice(0, 3),
  },
  conversation_summary: { transcript: milkChat },
  focal_points: {
    name: "Kofi Asante",
    statements: [
      "Kofi Asante restocked the first-aid cupboard on Monday",
      "Fell Road was closed on Tuesday",
      "the fell rescue team trains at the hut at 6pm on Thursday",
      "twelve walkers are booked into a hut with ten beds",
      "Elin Pryce wants the fell race kept off her meadow",
    ],
    n: 3,
  },
  insights: {
    name: "Elin Pryce",
    statements: [
      "Elin Pryce was up at half four every day this week",
      "the milk price letter from the cooperative came on Monday",
      "Elin Pryce took her own milk down to the creamery on Tuesday",
      "Ingrid Halvorsen left the bay door open for Elin Pryce",
      "one of the heifers has a cut on her hock",
      "Elin Pryce skipped her dinner on Tuesday",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Ingrid Halvorsen", partner: "Elin Pryce", transcript: milkChat },
  chat_memo: { name: "Elin Pryce", partner: "Ingrid Halvorsen", transcript: milkChat },
  inner_thought: { identity: at(kofi, "2030-09-11T22:00:00"), whisper: "You should ask Elin if the race can go along the wall instead of across her meadow" },
  thought_notes: {
    identity: at(elin, "2030-09-12T21:00:00"),
    statements: [
      "I need to dress the heifer's hock before Saturday",
      "I should take Ingrid a dozen eggs for leaving the door open",
      "I want to ask Kofi to move the race route to the wall side",
    ],
  },
  interview_answer: {
    speaker: at(ingrid, "2030-09-11T15:00:00"),
    interviewer: "a writer from the Hollin Dale newsletter",
    doing: "writing the grader's marks into the make book",
    place: creamery,
    plan: ["pick the three cheeses for the show at 4:00 pm", "send the grader's report to the members tomorrow"],
    memories: [
      "the guild grader tasted the Dale Blue at ten this morning",
      "Elin Pryce brought her milk down on the trailer on Tuesday",
      "the Hollin Dale Show is on Saturday",
    ],
    question: "How did the Dale Blue do with the grader?",
  },
  role_state: {
    prefix: "You are Dorcas, the Hollin Dale Show's secretary.",
    history: [
      { role: "user", content: "We need a plan of the showfield for Saturday's show." },
      { role: "assistant", content: "Here is a first plan: the cattle lines along the beck, the show ring in the middle, the cheese tent by the gate." },
    ],
    states: ["collect the entries", "draw the showfield plan", "check the plan with the field's owner"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Dorcas, the Hollin Dale Show's secretary.",
    goal: "Announce the Hollin Dale Show on the Low Ing showfield on Saturday, September 14",
    context: [{ role: "user", content: "Draw a showfield plan and write a notice for the chapel hall's board." }],
    actions: [
      { id: "DrawFieldPlan", name: "Draw field plan", desc: "draw the plan of the showfield" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Dorcas, the Hollin Dale Show's secretary.",
    history: [{ role: "user", content: "Write a notice for the chapel hall's board about entries for the show." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the Hollin Dale Show is on the Low Ing showfield on Saturday, September 14, from 9am; entries close on Thursday at 8pm; cheese entries go to the creamery.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should a walker do when the fell is covered in cloud?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Dorcas, the Hollin Dale Show's secretary.",
    history: [{ role: "user", content: "Write a short notice for the Hollin Dale Show on the Low Ing showfield, Saturday, September 14, from 9am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Ned, a careful editor of the dale newsletter.",
    history: [
      { role: "user", content: "Write a short notice for the Hollin Dale Show on the Low Ing showfield, Saturday, September 14, from 9am." },
      { role: "assistant", content: "Show Day! Cattle, sheepdogs, the fell race and the cheese tent. Low Ing showfield, Saturday from 9am. Park by the chapel." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When is Fell Road closed this week?",
    memories: [
      "The user's dog is called Bracken.",
      "Fell Road is resurfaced on Tuesday from 9am to 3pm.",
      "The Hollin Dale Show is on Saturday from 9am.",
      "The milk tanker usually comes up the dale at 8am.",
    ],
  },
  character_reply: {
    character: "Wilf",
    memory: [
      { role: "system", content: "You are Wilf, an old shepherd of Hollin Dale who speaks slowly and says little." },
      { role: "user", content: "Wilf, did you ever walk sheep down Fell Road when it was shut?" },
      { role: "assistant", content: "【amused】Aye. Two hundred ewes and a steamroller.（taps his crook）" },
      { role: "user", content: "{a curlew calls over the meadow} Will you come to the show on Saturday?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Kofi Asante",
    fact: "Fell Road was closed for resurfacing on Tuesday",
    question: "Have you heard any news about the roads this week?",
    answer: "Fell Road was shut Tuesday for the new tarmac. Two of my walkers had to leave their car at the bridge and walk up.",
  },
  acquaintance: {
    person: "Elin Pryce",
    other: "Kofi Asante",
    question: "Do you know Kofi Asante?",
    answer: "Kofi? The lad at the hut who wants his race across my hay. Nice enough, mind.",
  },
  absence_reason: {
    person: "Elin Pryce",
    event: "the fell rescue team's training at Crag End Hut on Thursday evening",
    question: "Why didn't you come to the rescue team's training on Thursday?",
    answer: "The heifer's hock had opened up again and the vet didn't come till seven. I wasn't leaving her.",
  },
  believability_judge: {
    person: "Ingrid Halvorsen",
    about: "who makes the cheese at the Hollin Dale cooperative",
    question: "What are you doing this week?",
    first: "Grader on Wednesday, so the Dale Blue gets turned twice a day till then. After that I pick my three for the show.",
    second: "This week I am focusing on a variety of meaningful activities related to my work and community.",
  },
};
