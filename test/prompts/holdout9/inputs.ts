/** Each prompt's inputs in the ninth held-out corpus (Kestrelridge, fixtures.ts), by prompt id. */
import { barnChat, halvard, places, rosalind, tobias } from "./fixtures.js";

const at = (who: typeof halvard, currTime: string) => ({ ...who, currTime });

const railway = "Kestrelridge Cliff Railway";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Rosalind Okafor", currTime: "2027-09-21T10:20:00", actAddress: "The Market Hall:hall floor", actDescription: "selling cider at her stall" },
    target: { name: "Tobias Wendt", currTime: "2027-09-21T10:20:00", actAddress: "The Market Hall:hall floor", actDescription: "pinning a poster for the equinox open night on the notice board" },
    lastChat: { created: "2027-09-14T18:00:00", description: "borrowing apple crates for the star club's bake sale" },
    retrieved: { events: [{ description: "Tobias Wendt is pinning a poster for the equinox open night on the notice board" }], thoughts: [{ description: "Rosalind Okafor wants to bring her nephew to the equinox open night" }] },
  },
  wake_up_hour: { identity: at(halvard, "2027-09-20T00:00:00") },
  daily_plan: { identity: at(rosalind, "2027-09-21T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(tobias, "2027-09-20T00:00:00"), wakeUpHour: 10 },
  hourly_schedule: {
    identity: at(halvard, "2027-09-20T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and walk the ridge path at 5:30 am",
      "fill the railway's water tanks at 6:30 am",
      "run the first car at 7:00 am",
      "grease the winding wheel at 1:00 pm",
      "run extra cars for the lower town at 5:00 pm",
      "lock the top station at 8:00 pm",
      "go to bed at 9:30 pm",
    ],
  },
  task_decomposition: {
    identity: at(rosalind, "2027-09-20T13:00:00"),
    task: "pressing the russet apples into cider",
    durationMinutes: 90,
    startTime: "13:00",
    context: [
      { start: "12:00", end: "13:00", activity: "eating lunch in the orchard" },
      { start: "13:00", end: "14:30", activity: "pressing the russet apples into cider" },
      { start: "14:30", end: "17:00", activity: "bottling last week's cider" },
    ],
    granularityMinutes: 10,
  },
  action_sector: {
    identity: at(halvard, "2027-09-20T13:00:00"),
    activity: "greasing the winding wheel at the top station",
    livingSector: "Halvard Quist's house",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Halvard Quist's house",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Halvard Quist's house", railway, "Okafor's Orchard", "Kestrelridge Observatory", "The Market Hall", "The Lower Road"],
  },
  action_arena: {
    identity: at(halvard, "2027-09-20T07:00:00"),
    activity: "running the first car (ringing the signal bell before it leaves)",
    sector: railway,
    arenas: ["top station", "bottom station", "railway car"],
  },
  action_object: { name: "Tobias Wendt", activity: "fixing the jammed dome shutter (oiling its runners)", arena: "dome", objects: ["telescope", "dome shutter", "star charts"] },
  action_emoji: { description: "pressing russet apples into cider" },
  event_triple: { subject: "Rosalind Okafor", description: "pressing russet apples into cider" },
  object_description: { object: "cider press", name: "Rosalind Okafor", activity: "pressing russet apples" },
  action_grounding: { identity: at(halvard, "2027-09-20T13:00:00"), activity: "greasing the winding wheel (working grease into its bearings)", livingSector: "Halvard Quist's house", currentSector: railway, places },
  steps_grounding: {
    identity: at(halvard, "2027-09-20T19:30:00"),
    activities: ["locking the ticket window", "riding the last car down", "making tea in his kitchen"],
    livingSector: "Halvard Quist's house",
    currentSector: railway,
    places,
  },
  replan_schedule: {
    name: "Rosalind Okafor",
    windowStart: "13:00",
    windowEnd: "17:00",
    originalEntries: [["pressing the russet apples into cider", 90], ["bottling last week's cider", 120], ["stacking the empty crates", 30]],
    fixedEntries: [["pressing the russet apples into cider", 30], ["talking with Halvard Quist about the railway closure", 20]],
    fallback: [["pressing the russet apples into cider", 70], ["bottling last week's cider", 120]],
  },
  plan_note: {
    identity: at(tobias, "2027-09-22T00:00:00"),
    statements: [
      { created: "2027-09-20T11:00:00", description: "the cliff railway is closed all day on Wednesday for its inspection" },
      { created: "2027-09-20T16:00:00", description: "the dome shutter jams halfway open" },
      { created: "2027-09-21T10:30:00", description: "Rosalind Okafor wants to bring her nephew to the equinox open night at 8pm" },
      { created: "2027-09-21T15:00:00", description: "the forecast says clear skies after 9pm on Wednesday" },
    ],
  },
  feelings_note: {
    identity: at(rosalind, "2027-09-21T00:00:00"),
    statements: [
      { created: "2027-09-19T09:00:00", description: "the screw of the cider press cracked" },
      { created: "2027-09-20T14:00:00", description: "Halvard Quist promised the first car on Friday for Rosalind's crates" },
      { created: "2027-09-20T18:30:00", description: "a landslip closed the lower road below the orchard" },
    ],
  },
  currently: {
    identity: at(halvard, "2027-09-22T00:00:00"),
    planNote: "I must meet the inspector at the top station at 8 am and keep the railway shut until he signs it off.",
    feelingsNote: "I'm nervous about the inspection but glad the extra cars got everyone home after the landslip.",
  },
  event_poignancy: { identity: at(rosalind, "2027-09-20T18:30:00"), description: "a landslip has closed the lower road below the orchard" },
  event_poignancies: {
    identity: at(halvard, "2027-09-21T19:00:00"),
    descriptions: [
      "the teapot is on the oak table",
      "the inspector's letter says the brake cable must be replaced",
      "a child lost her cat on the railway car",
      "the timetable board is freshly painted",
    ],
  },
  chat_poignancy: { identity: at(rosalind, "2027-09-20T14:00:00"), description: "Halvard Quist and Rosalind Okafor agreed that her cider crates go down on the first car at 7am on Friday" },
  decide_to_react: {
    initiator: { name: "Tobias Wendt", currTime: "2027-09-21T16:00:00", actAddress: "Kestrelridge Observatory:dome:dome shutter", actDescription: "oiling the dome shutter's runners" },
    target: { name: "Rosalind Okafor", currTime: "2027-09-21T16:00:00", actAddress: "Kestrelridge Observatory:dome:dome shutter", actDescription: "bringing a crate of apples for the open night" },
    retrieved: { events: [{ description: "Rosalind Okafor is bringing a crate of apples for the open night" }], thoughts: [] },
    place: "dome shutter",
  },
  relationship_summary: {
    speaker: "Halvard Quist",
    listener: "Tobias Wendt",
    statements: [
      "Tobias Wendt has ridden the cliff railway every day for thirty years",
      "Halvard Quist goes to the star club on the first Friday of each month",
      "Halvard Quist thinks Tobias Wendt forgets his return ticket too often",
    ],
  },
  utterance: {
    speaker: at(rosalind, "2027-09-20T14:05:00"),
    listener: "Halvard Quist",
    relationship: "Rosalind has known Halvard since she was a girl; she trusts him and teases him about his timetables.",
    memories: ["the cliff railway is closed all Wednesday for the inspection", "the screw of the cider press cracked"],
    place: "Okafor's Orchard",
    speakerActivity: "sorting russet apples into crates",
    listenerActivity: "asking how the crates will get down",
    transcript: barnChat.slice(0, 3),
  },
  conversation_summary: { transcript: barnChat },
  focal_points: {
    name: "Tobias Wendt",
    statements: [
      "Tobias Wendt oiled the dome shutter's runners",
      "the cliff railway is closed on Wednesday",
      "the equinox open night starts at 8pm on Wednesday",
      "Rosalind Okafor wants to bring her nephew to the open night",
      "the star club's projector bulb has burnt out",
    ],
    n: 3,
  },
  insights: {
    name: "Rosalind Okafor",
    statements: [
      "Rosalind Okafor picked two hundred kilos of russets",
      "the screw of the cider press cracked",
      "Rosalind Okafor worked in the barn until midnight",
      "Halvard Quist kept the first car on Friday for her crates",
      "a landslip closed the lower road below the orchard",
      "Rosalind Okafor took the blacksmith a bottle of cider to fix the screw quickly",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Halvard Quist", partner: "Rosalind Okafor", transcript: barnChat },
  chat_memo: { name: "Rosalind Okafor", partner: "Halvard Quist", transcript: barnChat },
  inner_thought: { identity: at(tobias, "2027-09-21T23:00:00"), whisper: "You should ask Halvard whether the railway can run one late car after the open night" },
  thought_notes: {
    identity: at(rosalind, "2027-09-21T22:00:00"),
    statements: [
      "I need to get the press screw back from the blacksmith by Thursday",
      "I should bring Tobias a crate of apples for the open night",
      "I want to ask Halvard to carry the crates on Friday's first car",
    ],
  },
  interview_answer: {
    speaker: at(halvard, "2027-09-22T09:30:00"),
    interviewer: "a reporter from the county newspaper",
    doing: "walking the inspector along the track",
    place: railway,
    plan: ["show the inspector the brake cable at 10:00 am", "reopen the railway at 6:00 am on Thursday if it passes"],
    memories: [
      "the cliff railway is closed all day today for its inspection",
      "the lower road has been closed by a landslip since Tuesday",
      "the harvest fair is in the market hall on Saturday",
    ],
    question: "How are people getting up and down the ridge today?",
  },
  role_state: {
    prefix: "You are Greta, the harvest fair's secretary.",
    history: [
      { role: "user", content: "We need a stall plan for the harvest fair on Saturday." },
      { role: "assistant", content: "Here is a first draft of the stall plan: cider by the east door, cheese in the middle, the star club's bake sale by the stage." },
    ],
    states: ["collect the stall bookings", "draw the stall plan", "check the stall plan with the market warden"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Greta, the harvest fair's secretary.",
    goal: "Announce the harvest fair in the market hall on Saturday, September 25",
    context: [{ role: "user", content: "Write a stall plan and a notice for the cliff railway's top station." }],
    actions: [
      { id: "DrawStallPlan", name: "Draw stall plan", desc: "draw the plan of the stalls" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Greta, the harvest fair's secretary.",
    history: [{ role: "user", content: "Write a notice for the cliff railway's top station about getting to the fair." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the harvest fair is in the market hall on Saturday, September 25, from 9am; the cliff railway runs every ten minutes; the lower road is still closed.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should you do if a road is closed by a landslip?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Greta, the harvest fair's secretary.",
    history: [{ role: "user", content: "Write a short notice for the harvest fair in Kestrelridge Market Hall, Saturday, September 25, from 9am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Ambrose, a careful editor.",
    history: [
      { role: "user", content: "Write a short notice for the harvest fair in Kestrelridge Market Hall, Saturday, September 25, from 9am." },
      { role: "assistant", content: "Harvest Fair! New cider, hill cheese and the star club's bake sale. Kestrelridge Market Hall, Saturday from 9am. Take the cliff railway: the lower road is closed." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When is the cliff railway closed this week?",
    memories: [
      "The user prefers window seats.",
      "The cliff railway is closed all day on Wednesday for its inspection.",
      "The harvest fair is on Saturday from 9am.",
      "The cliff railway usually runs from 7am to 8pm.",
    ],
  },
  character_reply: {
    character: "Nell",
    memory: [
      { role: "system", content: "You are Nell, the shepherd on the high pasture above Kestrelridge, who speaks plainly and briefly." },
      { role: "user", content: "Nell, did the landslip reach your flock?" },
      { role: "assistant", content: "【calm】No. It went down the other side of the wall.（points at the slope）" },
      { role: "user", content: "{thunder rumbles far off} Will you bring the sheep down tonight?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Tobias Wendt",
    fact: "a landslip closed the lower road on Tuesday",
    question: "Have you heard any news about the roads this week?",
    answer: "The lower road's gone under a landslip, hasn't it? Halvard's been running cars all evening.",
  },
  acquaintance: {
    person: "Rosalind Okafor",
    other: "Tobias Wendt",
    question: "Do you know Tobias Wendt?",
    answer: "Tobias? He taught me the constellations when I was nine. I still bring him apples.",
  },
  absence_reason: {
    person: "Halvard Quist",
    event: "the equinox open night at the observatory on Wednesday evening",
    question: "Why didn't you come to the open night on Wednesday?",
    answer: "The inspector kept me at the top station till gone ten, going over every bolt of the brake.",
  },
  believability_judge: {
    person: "Rosalind Okafor",
    about: "who runs a cider orchard in Kestrelridge",
    question: "What are you doing this week?",
    first: "Pressing the russets for the fair, if the blacksmith ever gives me my press screw back.",
    second: "I am doing many activities this week and they are all very enjoyable.",
  },
};
