/** Each prompt's inputs in the eleventh held-out corpus (Stonegarth, fixtures.ts), by prompt id. */
import { counterChat, declan, marta, places, priya } from "./fixtures.js";

const at = (who: typeof marta, currTime: string) => ({ ...who, currTime });

const quarry = "Stonegarth Quarry";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Declan Ferris", currTime: "2028-10-17T10:20:00", actAddress: "Stonegarth Post Office:shop counter", actDescription: "pinning the road-closure notice in the window" },
    target: { name: "Priya Nair", currTime: "2028-10-17T10:20:00", actAddress: "Stonegarth Post Office:shop counter", actDescription: "buying dog biscuits and a trial entry form" },
    lastChat: { created: "2028-10-09T09:00:00", description: "the price of hay this winter" },
    retrieved: { events: [{ description: "Priya Nair is buying dog biscuits and a trial entry form" }], thoughts: [{ description: "Declan Ferris still needs two more entries for the novice class" }] },
  },
  wake_up_hour: { identity: at(marta, "2028-10-16T00:00:00") },
  daily_plan: { identity: at(declan, "2028-10-17T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(priya, "2028-10-16T00:00:00"), wakeUpHour: 5 },
  hourly_schedule: {
    identity: at(marta, "2028-10-16T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and do the crossword with her tea at 5:30 am",
      "sign in at the weighbridge office at 7:00 am",
      "check the drill holes on the east face from 8:00 am to 11:00 am",
      "eat lunch at 12:00 pm",
      "practise the cornet at 6:00 pm",
      "go to bed at 10:00 pm",
    ],
  },
  task_decomposition: {
    identity: at(priya, "2028-10-16T09:00:00"),
    task: "training Fly on the top field",
    durationMinutes: 90,
    startTime: "09:00",
    context: [
      { start: "06:00", end: "09:00", activity: "checking the flock and eating breakfast" },
      { start: "09:00", end: "10:30", activity: "training Fly on the top field" },
      { start: "10:30", end: "13:00", activity: "mending the intake wall" },
    ],
    granularityMinutes: 15,
  },
  action_sector: {
    identity: at(marta, "2028-10-16T08:00:00"),
    activity: "checking the drill holes on the east face",
    livingSector: "Marta Kowalczyk's house",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Marta Kowalczyk's house",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: ["Marta Kowalczyk's house", quarry, "Stonegarth Post Office", "Chapel Hall", "Top Field", "The Crown Inn"],
  },
  action_arena: {
    identity: at(marta, "2028-10-16T07:00:00"),
    activity: "signing in and writing the day's loads in the logbook",
    sector: quarry,
    arenas: ["weighbridge office", "blast shed", "quarry face"],
  },
  action_object: { name: "Priya Nair", activity: "running Fly round the trial course", arena: "trial course", objects: ["hurdles", "sheep pen", "starting post"] },
  action_emoji: { description: "practising a cornet solo in the kitchen" },
  event_triple: { subject: "Marta Kowalczyk", description: "practising a cornet solo in the kitchen" },
  object_description: { object: "drill rig", name: "Marta Kowalczyk", activity: "checking the drill holes on the east face" },
  action_grounding: { identity: at(marta, "2028-10-16T08:00:00"), activity: "checking the drill holes (measuring the depth of each hole)", livingSector: "Marta Kowalczyk's house", currentSector: "Marta Kowalczyk's house", places },
  steps_grounding: {
    identity: at(marta, "2028-10-16T18:00:00"),
    activities: ["practising the cornet solo", "making toast for supper", "setting the alarm clock for the blast day"],
    livingSector: "Marta Kowalczyk's house",
    currentSector: quarry,
    places,
  },
  replan_schedule: {
    name: "Declan Ferris",
    windowStart: "13:00",
    windowEnd: "17:00",
    originalEntries: [["serving at the post office counter", 120], ["driving the school minibus", 75], ["sorting the parcels", 45]],
    fixedEntries: [["serving at the post office counter", 60], ["talking with Priya Nair about the trial entries", 20]],
    fallback: [["serving at the post office counter", 80], ["driving the school minibus", 75]],
  },
  plan_note: {
    identity: at(priya, "2028-10-19T00:00:00"),
    statements: [
      { created: "2028-10-16T09:30:00", description: "Fly ran wide at the drive gate twice in training" },
      { created: "2028-10-17T11:00:00", description: "the quarry blast closed Scar Lane for an hour" },
      { created: "2028-10-18T08:00:00", description: "the ewes came down from the moor to the in-bye field" },
      { created: "2028-10-18T16:00:00", description: "Declan Ferris said the novice class has nine entries and runs first at 9am on Saturday" },
    ],
  },
  feelings_note: {
    identity: at(declan, "2028-10-18T00:00:00"),
    statements: [
      { created: "2028-10-17T11:40:00", description: "the school minibus was twenty minutes late because of the detour by Low Moor" },
      { created: "2028-10-17T16:00:00", description: "Marta Kowalczyk brought Declan Ferris a bag of toffees for putting up the notice" },
      { created: "2028-10-17T20:00:00", description: "the post office accounts are two pounds short" },
    ],
  },
  currently: {
    identity: at(marta, "2028-10-18T00:00:00"),
    planNote: "I must write up yesterday's blast record before noon and be at the chapel hall by 7:30 pm for the band rehearsal.",
    feelingsNote: "I'm relieved the blast went clean and a bit nervous about the cornet solo in front of the whole band.",
  },
  event_poignancy: { identity: at(declan, "2028-10-17T11:40:00"), description: "the school minibus is stuck behind a tractor on the Low Moor detour" },
  event_poignancies: {
    identity: at(marta, "2028-10-17T12:30:00"),
    descriptions: [
      "the toaster is on the kitchen bench",
      "the east face blast brought down less rock than planned",
      "a hard hat fell off the peg in the blast shed",
      "the two-way radio is crackling",
    ],
  },
  chat_poignancy: { identity: at(declan, "2028-10-16T16:00:00"), description: "Declan Ferris and Marta Kowalczyk agreed he brings the minibus up before half past ten, before the lane closes for the blast" },
  decide_to_react: {
    initiator: { name: "Priya Nair", currTime: "2028-10-19T09:10:00", actAddress: "Top Field:trial course:starting post", actDescription: "sending Fly out on a long outrun" },
    target: { name: "Declan Ferris", currTime: "2028-10-19T09:10:00", actAddress: "Top Field:trial course:starting post", actDescription: "measuring out the course with a tape" },
    retrieved: { events: [{ description: "Declan Ferris is measuring out the course with a tape" }], thoughts: [] },
    place: "starting post",
  },
  relationship_summary: {
    speaker: "Marta Kowalczyk",
    listener: "Priya Nair",
    statements: [
      "Priya Nair asks Marta Kowalczyk for the blast times so she can move the sheep off the top pasture",
      "Marta Kowalczyk bought a pup from Priya Nair's last litter",
      "Marta Kowalczyk thinks Priya Nair works too hard",
    ],
  },
  utterance: {
    speaker: at(declan, "2028-10-16T16:05:00"),
    listener: "Marta Kowalczyk",
    relationship: "Declan has known Marta since she trained him on the weighbridge one summer; he teases her about her cornet and she calls him the village newspaper.",
    memories: ["the school minibus comes back up Scar Lane at about 11am on Tuesdays", "the quarry siren sounds ten minutes before a blast"],
    place: "Stonegarth Post Office",
    speakerActivity: "serving at the post office counter",
    listenerActivity: "buying stamps and asking for a notice in the window",
    transcript: counterChat.slice(0, 3),
  },
  conversation_summary: { transcript: counterChat },
  focal_points: {
    name: "Priya Nair",
    statements: [
      "Fly ran wide at the drive gate twice in training",
      "the quarry blast closed Scar Lane for an hour",
      "the sheepdog trials are on the top field on Saturday",
      "the ewes came down from the moor",
      "Declan Ferris has nine entries for the novice class",
    ],
    n: 3,
  },
  insights: {
    name: "Marta Kowalczyk",
    statements: [
      "Marta Kowalczyk checked forty drill holes on the east face",
      "the blast brought down less rock than planned",
      "Marta Kowalczyk practised her cornet solo every evening this week",
      "Declan Ferris put the road-closure notice in the shop window for Marta",
      "Scar Lane was closed for an hour on Tuesday",
      "Marta Kowalczyk gave Declan Ferris a bag of toffees",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Marta Kowalczyk", partner: "Declan Ferris", transcript: counterChat },
  chat_memo: { name: "Declan Ferris", partner: "Marta Kowalczyk", transcript: counterChat },
  inner_thought: { identity: at(priya, "2028-10-18T21:00:00"), whisper: "You should ask Declan to put Fly in the novice class, not the open" },
  thought_notes: {
    identity: at(declan, "2028-10-18T21:00:00"),
    statements: [
      "I need to find the two pounds missing from the post office accounts",
      "I should print the running order for Saturday's trials",
      "I want to hear Marta's cornet solo at the rehearsal",
    ],
  },
  interview_answer: {
    speaker: at(marta, "2028-10-17T14:00:00"),
    interviewer: "a reporter from the Dales Herald",
    doing: "writing up the blast record in the weighbridge office",
    place: "Stonegarth Quarry",
    plan: ["check the east face for loose rock at 3:00 pm", "practise the cornet at 6:00 pm"],
    memories: [
      "the blast on the east face went off at eleven o'clock",
      "Scar Lane was closed from eleven until noon",
      "Declan Ferris put a notice about the closure in the shop window",
    ],
    question: "How did you warn the village about the blast?",
  },
  role_state: {
    prefix: "You are Gwen, the sheepdog trials' secretary.",
    history: [
      { role: "user", content: "We need a running order for the sheepdog trials on the top field on Saturday." },
      { role: "assistant", content: "Here is a first running order: the novice class from 9am, the open class from 11am, the brace after lunch." },
    ],
    states: ["collect the entries", "draw up the running order", "send the running order to the judge"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Gwen, the sheepdog trials' secretary.",
    goal: "Announce the autumn sheepdog trials on Stonegarth top field on Saturday, October 21",
    context: [{ role: "user", content: "Write a running order and a notice for the post office window." }],
    actions: [
      { id: "DrawRunningOrder", name: "Draw running order", desc: "draw up the order of runs" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Gwen, the sheepdog trials' secretary.",
    history: [{ role: "user", content: "Write a notice for the post office window about parking for the trials." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the sheepdog trials are on Stonegarth top field on Saturday, October 21, from 9am; park in the quarry's lower yard; do not park on Scar Lane.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, what should you do when you hear a quarry's blast siren?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Gwen, the sheepdog trials' secretary.",
    history: [{ role: "user", content: "Write a short notice for the sheepdog trials on Stonegarth top field, Saturday, October 21, from 9am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Ruth, a careful editor.",
    history: [
      { role: "user", content: "Write a short notice for the sheepdog trials on Stonegarth top field, Saturday, October 21, from 9am." },
      { role: "assistant", content: "Sheepdog Trials! Novice and open classes, teas in the chapel hall. Stonegarth top field, Saturday from 9am. Park in the quarry's lower yard." },
    ],
    task: "",
  },
  rank_memories: {
    query: "When was Scar Lane closed this week?",
    memories: [
      "The user likes brass band music.",
      "Scar Lane was closed from 11am to noon on Tuesday for the quarry blast.",
      "The sheepdog trials are on Saturday from 9am.",
      "The quarry usually blasts once a fortnight.",
    ],
  },
  character_reply: {
    character: "Alf",
    memory: [
      { role: "system", content: "You are Alf, a retired quarryman of Stonegarth who speaks in short sentences and likes a joke." },
      { role: "user", content: "Alf, did you hear the blast on Tuesday?" },
      { role: "assistant", content: "【amused】Heard it? My teacup jumped.（laughs）" },
      { role: "user", content: "{the dog barks at the door} Were the blasts bigger in your day?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Priya Nair",
    fact: "the quarry blast closed Scar Lane on Tuesday",
    question: "Have you heard any news about the quarry this week?",
    answer: "They blasted the east face on Tuesday, didn't they? Scar Lane was shut for an hour, I had to bring the trailer round by Low Moor.",
  },
  acquaintance: {
    person: "Declan Ferris",
    other: "Priya Nair",
    question: "Do you know Priya Nair?",
    answer: "Priya? She's in every Monday for the dog biscuits. Best handler in the dale, her dogs won the open twice.",
  },
  absence_reason: {
    person: "Marta Kowalczyk",
    event: "the sheepdog trials' committee meeting at the Crown on Wednesday evening",
    question: "Why didn't you come to the trials' committee meeting on Wednesday?",
    answer: "Band rehearsal. I had the solo to run through and the conductor wouldn't let me go.",
  },
  believability_judge: {
    person: "Declan Ferris",
    about: "who runs the post office in Stonegarth",
    question: "What are you doing this week?",
    first: "Taking trial entries, mostly, and driving the minibus round by Low Moor because of the blast.",
    second: "This week I am engaged in numerous rewarding tasks relating to my role in the community.",
  },
};
