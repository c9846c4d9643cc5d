/** Each prompt's inputs in the eighth held-out corpus (Saltmarrow, fixtures.ts), by prompt id. */
import { beatriz, desmond, places, priya, shedChat } from "./fixtures.js";

const at = (who: typeof beatriz, currTime: string) => ({ ...who, currTime });

const harbour = "Saltmarrow Harbour";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Beatriz Lindqvist", currTime: "2027-06-14T12:10:00", actAddress: "The Driftwood Café:café room", actDescription: "buying a crab sandwich at the counter" },
    target: { name: "Desmond Achterberg", currTime: "2027-06-14T12:10:00", actAddress: "The Driftwood Café:café room", actDescription: "eating lunch at the window table" },
    lastChat: { created: "2027-06-11T17:00:00", description: "entering the Kittiwake in Saturday's lugger race" },
    retrieved: { events: [{ description: "Desmond Achterberg is eating lunch at the window table" }], thoughts: [{ description: "Beatriz Lindqvist still needs Desmond's regatta entry form" }] },
  },
  wake_up_hour: { identity: at(beatriz, "2027-06-14T00:00:00") },
  daily_plan: { identity: at(desmond, "2027-06-15T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(priya, "2027-06-14T00:00:00"), wakeUpHour: 6 },
  hourly_schedule: {
    identity: at(beatriz, "2027-06-14T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and row round the point at 5:00 am",
      "open the harbour office at 6:00 am",
      "check the moorings at 11:00 am",
      "have lunch at the Driftwood Café at 12:00 pm",
      "coach the rowing club at 6:00 pm",
      "update the tide board at 8:00 pm",
      "go to bed at 10:00 pm",
    ],
  },
  task_decomposition: {
    identity: at(desmond, "2027-06-14T13:00:00"),
    task: "steaming a new plank for the Kittiwake",
    durationMinutes: 60,
    startTime: "13:00",
    context: [
      { start: "12:00", end: "13:00", activity: "having lunch at the Driftwood Café" },
      { start: "13:00", end: "14:00", activity: "steaming a new plank for the Kittiwake" },
      { start: "14:00", end: "15:00", activity: "riveting the plank to the frames" },
    ],
    granularityMinutes: 5,
  },
  action_sector: {
    identity: at(beatriz, "2027-06-14T11:00:00"),
    activity: "checking the moorings on the north quay",
    livingSector: "Beatriz Lindqvist's cottage",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Beatriz Lindqvist's cottage",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Beatriz Lindqvist's cottage", harbour, "Achterberg's Boat Shed", "The Driftwood Café", "North Beach", "The Causeway"],
  },
  action_arena: {
    identity: at(beatriz, "2027-06-14T18:00:00"),
    activity: "coaching the rowing club (setting out the gig for the juniors)",
    sector: harbour,
    arenas: ["harbour office", "north quay", "rowing club boathouse"],
  },
  action_object: { name: "Beatriz Lindqvist", activity: "updating the tide board (chalking Wednesday's spring tide)", arena: "harbour office", objects: ["tide board", "radio set", "chart table"] },
  action_emoji: { description: "steaming an oak plank for the lugger" },
  event_triple: { subject: "Desmond Achterberg", description: "steaming an oak plank for the lugger" },
  object_description: { object: "steam box", name: "Desmond Achterberg", activity: "steaming an oak plank" },
  action_grounding: { identity: at(beatriz, "2027-06-14T20:00:00"), activity: "updating the tide board (chalking Wednesday's spring tide)", livingSector: "Beatriz Lindqvist's cottage", currentSector: harbour, places },
  steps_grounding: {
    identity: at(beatriz, "2027-06-14T17:00:00"),
    activities: ["closing the harbour office", "coaching the juniors in the racing gig", "walking home to her cottage"],
    livingSector: "Beatriz Lindqvist's cottage",
    currentSector: harbour,
    places,
  },
  replan_schedule: {
    name: "Desmond Achterberg",
    windowStart: "13:00",
    windowEnd: "16:00",
    originalEntries: [["steaming a new plank for the Kittiwake", 60], ["riveting the plank to the frames", 90], ["sweeping the shed", 30]],
    fixedEntries: [["steaming a new plank for the Kittiwake", 20], ["talking with Beatriz Lindqvist about the regatta entry", 15]],
    fallback: [["steaming a new plank for the Kittiwake", 55], ["riveting the plank to the frames", 90]],
  },
  plan_note: {
    identity: at(priya, "2027-06-16T00:00:00"),
    statements: [
      { created: "2027-06-14T09:00:00", description: "the spring tide will cover the causeway from 6pm to 10pm on Wednesday" },
      { created: "2027-06-14T15:00:00", description: "the flour delivery from the mainland is due on Wednesday at 7pm" },
      { created: "2027-06-15T10:00:00", description: "Beatriz Lindqvist asked Priya Nakamura-Hale to bake two hundred scones for the regatta teas" },
      { created: "2027-06-15T16:00:00", description: "three library books are overdue from the rowing club juniors" },
    ],
  },
  feelings_note: {
    identity: at(desmond, "2027-06-15T00:00:00"),
    statements: [
      { created: "2027-06-13T10:00:00", description: "the second plank of the Kittiwake split in the steam box" },
      { created: "2027-06-14T12:30:00", description: "Beatriz Lindqvist entered the Kittiwake in Saturday's lugger race" },
      { created: "2027-06-14T19:30:00", description: "Desmond Achterberg's dog found a seal pup on the north beach" },
    ],
  },
  currently: {
    identity: at(beatriz, "2027-06-16T00:00:00"),
    planNote: "I must close the causeway gate at 5:30 pm tonight before the spring tide floods the road.",
    feelingsNote: "I'm anxious about the spring tide but pleased the regatta entries are in.",
  },
  event_poignancy: { identity: at(desmond, "2027-06-14T19:30:00"), description: "a seal pup is lying alone on the north beach" },
  event_poignancies: {
    identity: at(beatriz, "2027-06-15T18:00:00"),
    descriptions: [
      "the kettle is on the range stove",
      "a fishing boat broke its mooring on the north quay",
      "the seal pup on the north beach is being guarded by volunteers",
      "the tide board is freshly chalked",
    ],
  },
  chat_poignancy: { identity: at(desmond, "2027-06-14T12:30:00"), description: "Beatriz Lindqvist and Desmond Achterberg agreed that the Kittiwake races in the lugger race at 11am on Saturday" },
  decide_to_react: {
    initiator: { name: "Priya Nakamura-Hale", currTime: "2027-06-14T15:00:00", actAddress: "The Driftwood Café:lending library:returns box", actDescription: "sorting the returned books" },
    target: { name: "Desmond Achterberg", currTime: "2027-06-14T15:00:00", actAddress: "The Driftwood Café:lending library:returns box", actDescription: "returning a book on clinker boatbuilding" },
    retrieved: { events: [{ description: "Desmond Achterberg is returning a book on clinker boatbuilding" }], thoughts: [] },
    place: "returns box",
  },
  relationship_summary: {
    speaker: "Beatriz Lindqvist",
    listener: "Priya Nakamura-Hale",
    statements: [
      "Priya Nakamura-Hale has baked the regatta teas for five years",
      "Beatriz Lindqvist borrows sailing memoirs from Priya's lending library",
      "Beatriz Lindqvist thinks Priya Nakamura-Hale talks too much on the radio net",
    ],
  },
  utterance: {
    speaker: at(desmond, "2027-06-14T17:05:00"),
    listener: "Beatriz Lindqvist",
    relationship: "Desmond has known Beatriz for twenty years; he respects her and grumbles about her deadlines.",
    memories: ["Beatriz Lindqvist needs the regatta entries by Thursday", "the second plank split in the steam box"],
    place: "Achterberg's Boat Shed",
    speakerActivity: "fitting a plank to the Kittiwake",
    listenerActivity: "asking about the regatta entry",
    transcript: shedChat.slice(0, 3),
  },
  conversation_summary: { transcript: shedChat },
  focal_points: {
    name: "Priya Nakamura-Hale",
    statements: [
      "Priya Nakamura-Hale baked forty scones for the morning",
      "the spring tide will cover the causeway on Wednesday evening",
      "the flour delivery is due on Wednesday at 7pm",
      "Beatriz Lindqvist asked for two hundred scones for the regatta",
      "three library books are overdue",
    ],
    n: 3,
  },
  insights: {
    name: "Desmond Achterberg",
    statements: [
      "Desmond Achterberg steamed a new oak plank for the Kittiwake",
      "the second plank split in the steam box",
      "Desmond Achterberg worked in his shed until 10pm",
      "Beatriz Lindqvist entered the Kittiwake in the lugger race",
      "Desmond Achterberg's dog found a seal pup on the north beach",
      "Desmond Achterberg borrowed a book on clinker boatbuilding from the library",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Beatriz Lindqvist", partner: "Desmond Achterberg", transcript: shedChat },
  chat_memo: { name: "Desmond Achterberg", partner: "Beatriz Lindqvist", transcript: shedChat },
  inner_thought: { identity: at(priya, "2027-06-15T21:00:00"), whisper: "You should ask Beatriz whether the flour boat can come over before the causeway floods" },
  thought_notes: {
    identity: at(desmond, "2027-06-15T21:00:00"),
    statements: [
      "I need to fit the last plank by Thursday night",
      "I should ask Beatriz for a mooring near the crane",
      "I want to tell the seal rescue about the pup on the north beach",
    ],
  },
  interview_answer: {
    speaker: at(beatriz, "2027-06-16T14:00:00"),
    interviewer: "a reporter from the mainland radio station",
    doing: "chalking the tide board",
    place: "Saltmarrow Harbour",
    plan: ["close the causeway gate at 5:30 pm", "watch the causeway from the refuge box until 10:00 pm"],
    memories: [
      "the spring tide covers the causeway from 6pm to 10pm tonight",
      "the regatta is on Saturday, June 19",
      "a seal pup was found on the north beach on Monday",
    ],
    question: "What should people crossing to Saltmarrow know about tonight?",
  },
  role_state: {
    prefix: "You are Maren, the regatta's secretary.",
    history: [
      { role: "user", content: "We need a programme for the midsummer regatta on Saturday." },
      { role: "assistant", content: "Here is a first draft of the programme: gig races at 10, the lugger race at 11, teas at the Driftwood Café from 2." },
    ],
    states: ["collect the race entries", "write the programme", "review the programme with the committee"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Maren, the regatta's secretary.",
    goal: "Announce the midsummer regatta on Saturday, June 19",
    context: [{ role: "user", content: "Write a programme and a notice for the causeway noticeboard." }],
    actions: [
      { id: "WriteProgramme", name: "Write programme", desc: "write the race programme" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Maren, the regatta's secretary.",
    history: [{ role: "user", content: "Write a notice for the causeway noticeboard about Saturday's crossing times." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the causeway is open from 7am to 1pm on Saturday, June 19; after that, the ferry runs every hour.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should you do if you find a seal pup alone on a beach?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Maren, the regatta's secretary.",
    history: [{ role: "user", content: "Write a short notice for the midsummer regatta at Saltmarrow Harbour, Saturday, June 19, from 10am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Oskar, a careful editor.",
    history: [
      { role: "user", content: "Write a short notice for the midsummer regatta at Saltmarrow Harbour, Saturday, June 19, from 10am." },
      { role: "assistant", content: "Midsummer Regatta! Gig races, the lugger race and teas at the Driftwood Café. Saltmarrow Harbour, Saturday from 10am. Mind the tide on the causeway." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When is the causeway flooded this week?",
    memories: [
      "The user likes oat milk in coffee.",
      "The spring tide covers the causeway on Wednesday from 6pm to 10pm.",
      "The regatta is on Saturday from 10am.",
      "The causeway is normally open at low tide.",
    ],
  },
  character_reply: {
    character: "Tamsin",
    memory: [
      { role: "system", content: "You are Tamsin, the seal warden of Saltmarrow, who speaks in short gentle sentences." },
      { role: "user", content: "Tamsin, how is the seal pup doing?" },
      { role: "assistant", content: "【relieved】She fed this morning. Her mother came back at dawn.（smiles at the dunes）" },
      { role: "user", content: "{a dog barks on the beach} Should we move her somewhere safer?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Priya Nakamura-Hale",
    fact: "a seal pup was found on the north beach on Monday",
    question: "Have you heard any news from the north beach this week?",
    answer: "Desmond's dog found a seal pup up there, didn't it? Half the library's been asking about her.",
  },
  acquaintance: {
    person: "Desmond Achterberg",
    other: "Priya Nakamura-Hale",
    question: "Do you know Priya Nakamura-Hale?",
    answer: "Priya? I eat at her café every day. She keeps the boat books aside for me.",
  },
  absence_reason: {
    person: "Beatriz Lindqvist",
    event: "the book swap at the Driftwood Café library on Wednesday evening",
    question: "Why didn't you come to the book swap on Wednesday?",
    answer: "The causeway was under water and I had to sit in the refuge box till ten watching for fools.",
  },
  believability_judge: {
    person: "Desmond Achterberg",
    about: ", a boatbuilder on Saltmarrow,",
    question: "What are you doing this week?",
    first: "Getting two new planks into the Kittiwake so she floats for Saturday's lugger race.",
    second: "I am working on a lot of things this week and it is very interesting.",
  },
};
