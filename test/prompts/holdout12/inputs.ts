/** Each prompt's inputs in the twelfth held-out corpus (Lockwick, fixtures.ts), by prompt id. */
import { anneke, beatriz, lockChat, places, ravi } from "./fixtures.js";

const at = (who: typeof anneke, currTime: string) => ({ ...who, currTime });

const lock = "Lockwick Top Lock";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Beatriz Costa", currTime: "2029-05-08T12:20:00", actAddress: "Swing Bridge:bridge deck", actDescription: "carrying a tray of tarts to the lock" },
    target: { name: "Ravi Menon", currTime: "2029-05-08T12:20:00", actAddress: "Swing Bridge:bridge deck", actDescription: "waiting for the swing bridge to close" },
    lastChat: { created: "2029-04-30T15:00:00", description: "the stall Ravi is building for the boat festival" },
    retrieved: { events: [{ description: "Ravi Menon is waiting for the swing bridge to close" }], thoughts: [{ description: "Beatriz Costa wants Ravi to deliver the festival stall by Friday" }] },
  },
  wake_up_hour: { identity: at(anneke, "2029-05-07T00:00:00") },
  daily_plan: { identity: at(ravi, "2029-05-08T00:00:00"), wakeUpHour: 7 },
  daily_requirement: { identity: at(beatriz, "2029-05-07T00:00:00"), wakeUpHour: 6 },
  hourly_schedule: {
    identity: at(anneke, "2029-05-07T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and walk the towpath with Pip at 5:30 am",
      "open the flight at 8:00 am",
      "check the water levels at 12:00 pm",
      "paint the balance beams from 2:00 pm to 4:00 pm",
      "lock the paddles at 7:00 pm",
      "go to bed at 10:00 pm",
    ],
  },
  task_decomposition: {
    identity: at(ravi, "2029-05-07T09:00:00"),
    task: "blacking the Kingfisher's hull in the dry dock",
    durationMinutes: 240,
    startTime: "09:00",
    context: [
      { start: "08:00", end: "09:00", activity: "opening the yard" },
      { start: "09:00", end: "13:00", activity: "blacking the Kingfisher's hull in the dry dock" },
      { start: "13:00", end: "14:00", activity: "eating lunch at the Wharf Café" },
    ],
    granularityMinutes: 30,
  },
  action_sector: {
    identity: at(anneke, "2029-05-07T08:00:00"),
    activity: "logging the boats coming up the flight",
    livingSector: "Lock Cottage",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Lock Cottage",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Lock Cottage", lock, "Lockwick Boatyard", "Wharf Café", "The Wharf", "Swing Bridge"],
  },
  action_arena: {
    identity: at(anneke, "2029-05-07T12:00:00"),
    activity: "checking the water level at the weir",
    sector: lock,
    arenas: ["lock side", "lock office", "bywash"],
  },
  action_object: { name: "Beatriz Costa", activity: "baking custard tarts for the festival", arena: "kitchen", objects: ["oven", "tart tins", "fridge"] },
  action_emoji: { description: "painting the lock's balance beam" },
  event_triple: { subject: "Ravi Menon", description: "blacking the hull of a narrowboat" },
  object_description: { object: "balance beam", name: "Anneke de Vries", activity: "painting the balance beam" },
  action_grounding: { identity: at(anneke, "2029-05-07T08:00:00"), activity: "opening the flight (winding up the paddles)", livingSector: "Lock Cottage", currentSector: "Lock Cottage", places },
  steps_grounding: {
    identity: at(anneke, "2029-05-07T18:30:00"),
    activities: ["writing up the boat log", "locking the paddles", "boiling the kettle for tea"],
    livingSector: "Lock Cottage",
    currentSector: lock,
    places,
  },
  replan_schedule: {
    name: "Ravi Menon",
    windowStart: "09:00",
    windowEnd: "13:00",
    originalEntries: [["blacking the Kingfisher's hull", 180], ["sanding the festival stall", 60]],
    fixedEntries: [["blacking the Kingfisher's hull", 90], ["talking with Anneke de Vries about the stoppage", 20]],
    fallback: [["blacking the Kingfisher's hull", 120], ["sanding the festival stall", 60]],
  },
  plan_note: {
    identity: at(beatriz, "2029-05-10T00:00:00"),
    statements: [
      { created: "2029-05-07T14:00:00", description: "the flour delivery for the festival tarts came a day early" },
      { created: "2029-05-08T08:00:00", description: "lock 4 was drained and the flight closed to boats" },
      { created: "2029-05-09T10:00:00", description: "the café's coffee machine is leaking" },
      { created: "2029-05-09T16:00:00", description: "Anneke de Vries offered to lend the lock office's projector for the canal society's talk at 7:30pm" },
    ],
  },
  feelings_note: {
    identity: at(ravi, "2029-05-09T00:00:00"),
    statements: [
      { created: "2029-05-08T08:00:00", description: "Ravi Menon got the Kingfisher through lock 4 at seven, half an hour before the pumping" },
      { created: "2029-05-08T13:00:00", description: "Anneke de Vries gave Ravi Menon a mug of tea at the top lock" },
      { created: "2029-05-08T19:00:00", description: "the festival stall's roof is only half built" },
    ],
  },
  currently: {
    identity: at(anneke, "2029-05-09T00:00:00"),
    planNote: "I must log the Kingfisher's relaunch at 10 am and check lock 4's new gates hold before I reopen the flight.",
    feelingsNote: "I'm relieved the stoppage finished on time, but tired of answering the same question about when the flight reopens.",
  },
  event_poignancy: { identity: at(ravi, "2029-05-08T08:00:00"), description: "the Kingfisher got through lock 4 just before the stoppage" },
  event_poignancies: {
    identity: at(anneke, "2029-05-08T18:00:00"),
    descriptions: [
      "the kettle is on the aga",
      "the contractors say one of lock 4's new gates leaks at the mitre",
      "a hire boat hit the bywash grating",
      "the alarm clock is ticking on the dresser",
    ],
  },
  chat_poignancy: { identity: at(ravi, "2029-05-07T17:00:00"), description: "Ravi Menon and Anneke de Vries agreed that he brings the Kingfisher up the flight at six on Tuesday before lock 4 is drained" },
  decide_to_react: {
    initiator: { name: "Anneke de Vries", currTime: "2029-05-09T12:00:00", actAddress: "Lockwick Top Lock:bywash:level gauge", actDescription: "reading the level gauge at the weir" },
    target: { name: "Beatriz Costa", currTime: "2029-05-09T12:00:00", actAddress: "Lockwick Top Lock:bywash:level gauge", actDescription: "bringing Anneke a custard tart" },
    retrieved: { events: [{ description: "Beatriz Costa is bringing Anneke a custard tart" }], thoughts: [] },
    place: "level gauge",
  },
  relationship_summary: {
    speaker: "Anneke de Vries",
    listener: "Beatriz Costa",
    statements: [
      "Beatriz Costa brings Anneke de Vries a custard tart every Friday",
      "Anneke de Vries gives the canal society's talk at the Wharf Café once a year",
      "Anneke de Vries thinks Beatriz Costa talks too much while boats are waiting",
    ],
  },
  utterance: {
    speaker: at(ravi, "2029-05-07T17:05:00"),
    listener: "Anneke de Vries",
    relationship: "Ravi has worked the flight with Anneke since he took over the boatyard; she teases him about his late starts and he brings her diesel gossip.",
    memories: ["lock 4 is drained from 8am on Tuesday", "the Kingfisher must be relaunched on Wednesday"],
    place: "Lockwick Top Lock",
    speakerActivity: "asking about bringing a boat up the flight",
    listenerActivity: "writing in the boat log",
    transcript: lockChat.slice(0, 3),
  },
  conversation_summary: { transcript: lockChat },
  focal_points: {
    name: "Beatriz Costa",
    statements: [
      "Beatriz Costa baked one hundred custard tarts on Monday",
      "lock 4 was drained and the flight closed on Tuesday",
      "the canal society's talk is at the Wharf Café at 7:30pm on Thursday",
      "the café's coffee machine is leaking",
      "Anneke de Vries offered to lend the projector",
    ],
    n: 3,
  },
  insights: {
    name: "Ravi Menon",
    statements: [
      "Ravi Menon worked in the dry dock until ten at night on Monday",
      "the Kingfisher's owner rang twice to ask about the relaunch",
      "Ravi Menon got the Kingfisher through lock 4 before the stoppage",
      "Anneke de Vries set the locks for Ravi Menon at six in the morning",
      "the festival stall's roof is only half built",
      "Ravi Menon forgot to eat lunch on Tuesday",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Anneke de Vries", partner: "Ravi Menon", transcript: lockChat },
  chat_memo: { name: "Ravi Menon", partner: "Anneke de Vries", transcript: lockChat },
  inner_thought: { identity: at(beatriz, "2029-05-09T22:00:00"), whisper: "You should ask Ravi to carry the café's tables down to the wharf on Friday evening" },
  thought_notes: {
    identity: at(ravi, "2029-05-10T21:00:00"),
    statements: [
      "I need to finish the festival stall's roof by Friday",
      "I should bring a bag of coal to Anneke for the lock cottage",
      "I want to ask Beatriz for a box of custard tarts for the relaunch crew",
    ],
  },
  interview_answer: {
    speaker: at(anneke, "2029-05-08T15:00:00"),
    interviewer: "a writer from the Wend Canal newsletter",
    doing: "watching the contractors fit lock 4's new gates",
    place: lock,
    plan: ["check the new gates for leaks at 5:00 pm", "reopen the flight at 8:00 am tomorrow if the gates hold"],
    memories: [
      "lock 4 was drained at eight this morning",
      "Ravi Menon brought the Kingfisher up the flight at seven",
      "the boat festival is on the wharf on Saturday",
    ],
    question: "When will boats be able to use the flight again?",
  },
  role_state: {
    prefix: "You are Moira, the boat festival's organiser.",
    history: [
      { role: "user", content: "We need a mooring plan for the boat festival on the wharf on Saturday." },
      { role: "assistant", content: "Here is a first mooring plan: trading boats along the wharf wall, the Kingfisher by the café, visiting boats below the swing bridge." },
    ],
    states: ["collect the boaters' bookings", "draw the mooring plan", "check the mooring plan with the lock-keeper"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Moira, the boat festival's organiser.",
    goal: "Announce the Lockwick boat festival on the wharf on Saturday, May 12",
    context: [{ role: "user", content: "Write a mooring plan and a notice for the top lock's notice board." }],
    actions: [
      { id: "DrawMooringPlan", name: "Draw mooring plan", desc: "draw the plan of the moorings" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Moira, the boat festival's organiser.",
    history: [{ role: "user", content: "Write a notice for the top lock's notice board about mooring for the festival." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the boat festival is on Lockwick wharf on Saturday, May 12, from 10am; visiting boats moor below the swing bridge; the flight is open from 8am.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should a boater do when a lock flight is closed for repairs?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Moira, the boat festival's organiser.",
    history: [{ role: "user", content: "Write a short notice for the boat festival on Lockwick wharf, Saturday, May 12, from 10am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Felix, a careful editor of the canal newsletter.",
    history: [
      { role: "user", content: "Write a short notice for the boat festival on Lockwick wharf, Saturday, May 12, from 10am." },
      { role: "assistant", content: "Boat Festival! Trading boats, custard tarts and the Kingfisher's first outing. Lockwick wharf, Saturday from 10am. Moor below the swing bridge." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When is lock 4 closed this week?",
    memories: [
      "The user's boat is called Marigold.",
      "Lock 4 is drained for new gates on Tuesday from 8am to 6pm.",
      "The boat festival is on Saturday from 10am.",
      "The flight usually opens at 8am.",
    ],
  },
  character_reply: {
    character: "Jem",
    memory: [
      { role: "system", content: "You are Jem, a retired working boatman of Lockwick who speaks slowly and says little." },
      { role: "user", content: "Jem, did you ever take a boat through lock 4 in a stoppage?" },
      { role: "assistant", content: "【amused】Once. Bow-hauled her through the mud.（scratches his beard）" },
      { role: "user", content: "{a heron lands on the lock beam} Will you come to the festival on Saturday?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Beatriz Costa",
    fact: "lock 4 was drained for new gates on Tuesday",
    question: "Have you heard any news about the locks this week?",
    answer: "Lock 4's been drained, hasn't it? New gates. Half my Tuesday customers were stuck boaters.",
  },
  acquaintance: {
    person: "Ravi Menon",
    other: "Beatriz Costa",
    question: "Do you know Beatriz Costa?",
    answer: "Beatriz? She feeds my whole crew on relaunch days. Best custard tarts on the canal.",
  },
  absence_reason: {
    person: "Ravi Menon",
    event: "the canal society's talk at the Wharf Café on Thursday evening",
    question: "Why didn't you come to the canal society's talk on Thursday?",
    answer: "I was still on the roof of the festival stall with a head torch at eight. Couldn't leave it half nailed.",
  },
  believability_judge: {
    person: "Anneke de Vries",
    about: "who keeps the top lock of the Lockwick flight",
    question: "What are you doing this week?",
    first: "Babysitting contractors at lock 4, mostly. If the gates hold I reopen Wednesday and then paint beams for the festival.",
    second: "This week I am engaging in a range of rewarding tasks connected to my role and interests.",
  },
};
