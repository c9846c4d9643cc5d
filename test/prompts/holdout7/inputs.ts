/** Each prompt's inputs in the seventh held-out corpus (Brackenfold, fixtures.ts), by prompt id. */
import { ilse, kwame, noriko, places, platformChat } from "./fixtures.js";

const at = (who: typeof ilse, currTime: string) => ({ ...who, currTime });

const halt = "Brackenfold Halt";

export const INPUTS = {
  decide_to_talk: {
    initiator: { name: "Kwame Adeyemi-Ross", currTime: "2027-03-10T16:20:00", actAddress: "Brackenfold Halt:platform", actDescription: "waiting on the platform with a cornet case" },
    target: { name: "Ilse Varga", currTime: "2027-03-10T16:20:00", actAddress: "Brackenfold Halt:platform", actDescription: "chalking the closure of the upper line on the timetable board" },
    lastChat: { created: "2027-03-05T17:00:00", description: "taking the band to Ossenby by train on Saturday" },
    retrieved: { events: [{ description: "Ilse Varga is chalking 'upper line closed' on the timetable board" }], thoughts: [{ description: "Kwame Adeyemi-Ross needs the parcel van for the band's basses on Saturday" }] },
  },
  wake_up_hour: { identity: at(ilse, "2027-03-08T00:00:00") },
  daily_plan: { identity: at(kwame, "2027-03-09T00:00:00"), wakeUpHour: 6 },
  daily_requirement: { identity: at(noriko, "2027-03-08T00:00:00"), wakeUpHour: 7 },
  hourly_schedule: {
    identity: at(ilse, "2027-03-08T00:00:00"),
    wakeUpHour: 5,
    dailyPlan: [
      "wake up and complete the morning routine at 5:00 am",
      "open the booking office at 6:00 am",
      "meet the first train at 6:40 am",
      "have lunch at 12:00 pm",
      "sell tickets and see trains through from 1:00 pm to 7:00 pm",
      "close the halt at 7:00 pm",
      "go to bed at 9:30 pm",
    ],
  },
  task_decomposition: {
    identity: at(kwame, "2027-03-08T07:30:00"),
    task: "setting up the carding engine for the day's fleece",
    durationMinutes: 60,
    startTime: "07:30",
    context: [
      { start: "06:30", end: "07:30", activity: "waking up and walking to the mill" },
      { start: "07:30", end: "08:30", activity: "setting up the carding engine for the day's fleece" },
      { start: "08:30", end: "12:30", activity: "carding the Fell End fleeces" },
    ],
    granularityMinutes: 5,
  },
  action_sector: {
    identity: at(ilse, "2027-03-13T08:00:00"),
    activity: "fitting the firebox door on the Curlew in the engine shed",
    livingSector: "Ilse Varga's cottage",
    livingArenas: ["kitchen", "bedroom"],
    currentSector: "Ilse Varga's cottage",
    currentArenas: ["kitchen", "bedroom"],
    accessibleSectors: Object.keys({ "Ilse Varga's cottage": 1, [halt]: 1, "Brackenfold Mill": 1, "The Drover's Arms": 1, "Brackenfold Post Office": 1, "Fell End Farm": 1 }),
  },
  action_arena: {
    identity: at(ilse, "2027-03-08T06:00:00"),
    activity: "selling tickets for the first train (opening the ticket window)",
    sector: halt,
    arenas: ["booking office", "platform", "engine shed"],
  },
  action_object: { name: "Ilse Varga", activity: "restoring the steam locomotive (polishing the brass dome)", arena: "engine shed", objects: ["the Curlew", "tool chest", "inspection pit"] },
  action_emoji: { description: "checking the beehives in the orchard" },
  event_triple: { subject: "Kwame Adeyemi-Ross", description: "rehearsing the brass band in the back room" },
  object_description: { object: "carding engine", name: "Kwame Adeyemi-Ross", activity: "carding fleece for the spinners" },
  action_grounding: { identity: at(ilse, "2027-03-10T12:00:00"), activity: "reporting the landslip to the line's office (telephoning Ossenby)", livingSector: "Ilse Varga's cottage", currentSector: halt, places },
  steps_grounding: {
    identity: at(ilse, "2027-03-13T07:00:00"),
    activities: ["coupling the parcel van for the band's instruments", "polishing the Curlew's brass dome", "walking to the post office for the Saturday paper"],
    livingSector: "Ilse Varga's cottage",
    currentSector: halt,
    places,
  },
  replan_schedule: {
    name: "Kwame Adeyemi-Ross",
    windowStart: "13:00",
    windowEnd: "16:00",
    originalEntries: [["carding the Fell End fleeces", 90], ["oiling the carding engine", 60], ["sweeping the carding room", 30]],
    fixedEntries: [["carding the Fell End fleeces", 30], ["talking with Ilse Varga about the band's train on Saturday", 20]],
    fallback: [["carding the Fell End fleeces", 70], ["oiling the carding engine", 60]],
  },
  plan_note: {
    identity: at(kwame, "2027-03-11T00:00:00"),
    statements: [
      { created: "2027-03-10T09:00:00", description: "the contest organisers drew the Brackenfold band to play eleventh on Saturday" },
      { created: "2027-03-10T16:30:00", description: "Ilse Varga told Kwame Adeyemi-Ross the band must take the 8:10 train to Ossenby on Saturday" },
      { created: "2027-03-10T19:00:00", description: "the second cornet part is still not covered" },
      { created: "2027-03-10T20:00:00", description: "Kwame Adeyemi-Ross promised Morwenna Pike a card of wool for the lambs' jackets" },
    ],
  },
  feelings_note: {
    identity: at(noriko, "2027-03-11T00:00:00"),
    statements: [
      { created: "2027-03-09T14:00:00", description: "one of Noriko Halvorsen's hives did not survive the winter" },
      { created: "2027-03-10T11:00:00", description: "the landslip stopped the mail train from Ravensgill Top" },
      { created: "2027-03-10T15:00:00", description: "Morwenna Pike showed Noriko Halvorsen the first lambs at Fell End" },
    ],
  },
  currently: {
    identity: at(ilse, "2027-03-11T00:00:00"),
    planNote: "I must get the engineers' inspection train up to the slip at 9:00 am and run the lower line to timetable.",
    feelingsNote: "I'm worn out by the phone ringing about the slip, but glad nobody was on the line when it came down.",
  },
  event_poignancy: { identity: at(kwame, "2027-03-10T15:00:00"), description: "the contest organisers drew the Brackenfold band to play eleventh on Saturday" },
  event_poignancies: {
    identity: at(noriko, "2027-03-10T18:00:00"),
    descriptions: [
      "the kettle is boiling",
      "a landslip has closed the railway above Brackenfold",
      "Morwenna Pike showed Noriko the first lambs at Fell End",
      "the post office floor is muddy",
    ],
  },
  chat_poignancy: { identity: at(kwame, "2027-03-10T16:40:00"), description: "Kwame Adeyemi-Ross and Ilse Varga agreed the band takes the 8:10 train to Ossenby on Saturday with the parcel van for the instruments" },
  decide_to_react: {
    initiator: { name: "Noriko Halvorsen", currTime: "2027-03-09T10:00:00", actAddress: "Brackenfold Post Office:counter:parcel shelf", actDescription: "sorting parcels for the valley" },
    target: { name: "Kwame Adeyemi-Ross", currTime: "2027-03-09T10:00:00", actAddress: "Brackenfold Post Office:counter:parcel shelf", actDescription: "collecting a parcel of new band music" },
    retrieved: { events: [{ description: "Kwame Adeyemi-Ross is collecting a parcel of band music at the counter" }], thoughts: [] },
    place: "counter",
  },
  relationship_summary: {
    speaker: "Ilse Varga",
    listener: "Noriko Halvorsen",
    statements: [
      "Noriko Halvorsen sends the post up the valley on Ilse Varga's trains every morning",
      "Ilse Varga buys honey from Noriko Halvorsen every autumn",
      "Ilse Varga thinks Noriko Halvorsen reads other people's postcards",
    ],
  },
  utterance: {
    speaker: at(ilse, "2027-03-10T16:35:00"),
    listener: "Kwame Adeyemi-Ross",
    relationship: "Ilse has known Kwame since he joined the mill; she grumbles about the band's luggage but never misses a concert.",
    memories: ["the band needs to reach Ossenby on Saturday", "the upper line is closed by a landslip"],
    place: "Brackenfold Halt",
    speakerActivity: "chalking the timetable board",
    listenerActivity: "asking about Saturday's train",
    transcript: platformChat.slice(0, 3),
  },
  conversation_summary: { transcript: platformChat },
  focal_points: {
    name: "Kwame Adeyemi-Ross",
    statements: [
      "Kwame Adeyemi-Ross oiled the carding engine",
      "the band is drawn to play eleventh at the Ossenby contest",
      "Ilse Varga will couple a parcel van to the 8:10 train on Saturday",
      "the second cornet part is still not covered",
      "Kwame Adeyemi-Ross practised the test piece until midnight",
    ],
    n: 3,
  },
  insights: {
    name: "Noriko Halvorsen",
    statements: [
      "Noriko Halvorsen lost one of her twelve hives over the winter",
      "the mail train from Ravensgill Top stopped after the landslip",
      "Noriko Halvorsen carried the Ravensgill letters up the fell road herself",
      "Noriko Halvorsen stayed at the post office until 6pm sorting parcels",
      "Noriko Halvorsen promised Morwenna Pike a jar of heather honey for the lambing",
      "Noriko Halvorsen's honey sold out at last autumn's show",
    ],
    n: 3,
  },
  chat_planning_thought: { name: "Kwame Adeyemi-Ross", partner: "Ilse Varga", transcript: platformChat },
  chat_memo: { name: "Ilse Varga", partner: "Kwame Adeyemi-Ross", transcript: platformChat },
  inner_thought: { identity: at(noriko, "2027-03-10T21:00:00"), whisper: "You should offer to carry the Ravensgill post up the fell road until the line reopens" },
  thought_notes: {
    identity: at(kwame, "2027-03-10T21:00:00"),
    statements: [
      "I need to find a second cornet before Saturday",
      "I should ask Ilse to keep the parcel van dry for the basses",
      "I want the band to beat Ossenby Silver this year",
    ],
  },
  interview_answer: {
    speaker: at(ilse, "2027-03-10T14:00:00"),
    interviewer: "a reporter from the Dale Gazette",
    doing: "chalking the timetable board",
    place: "Brackenfold Halt",
    plan: ["phone the line's office at 3:00 pm", "see the 4:15 pm train away to Ossenby"],
    memories: [
      "a landslip came down across the upper line at Scar Cutting this morning",
      "trains run only between Ossenby and Brackenfold until the slip is cleared",
      "the engineers will inspect the slip tomorrow at 9am",
    ],
    question: "What happened on the line this morning?",
  },
  role_state: {
    prefix: "You are Petra, the brass band's secretary.",
    history: [
      { role: "user", content: "We need a programme sheet for the spring contest on Saturday." },
      { role: "assistant", content: "Here is a first draft of the programme: the march, the test piece, the hymn, and the players' names." },
    ],
    states: ["collect the players' names", "write the programme", "check the programme with the conductor"],
    previousState: 1,
  },
  role_write_plan: {
    prefix: "You are Petra, the brass band's secretary.",
    goal: "Tell the band and the village how to reach the Ossenby contest on Saturday, March 13",
    context: [{ role: "user", content: "Write a message for the players and a notice for the post office window." }],
    actions: [
      { id: "WriteMessage", name: "Write message", desc: "write a message to the players" },
      { id: "WriteNotice", name: "Write notice", desc: "write a short notice" },
      { id: "Review", name: "Review", desc: "review a draft" },
    ],
    maxTasks: 3,
  },
  role_instruction: {
    prefix: "You are Petra, the brass band's secretary.",
    history: [{ role: "user", content: "Write a notice for the post office window about Saturday's band train." }],
    actionName: "Write notice",
    instruction: "Write a three-line notice: the band train leaves Brackenfold Halt at 8:10 am on Saturday, March 13; supporters welcome.",
  },
  role_aask: { prefix: "", prompt: "In one sentence, why do beekeepers check their hives in early spring?", systemMsgs: ["You are a helpful assistant."] },
  write_draft: {
    prefix: "You are Petra, the brass band's secretary.",
    history: [{ role: "user", content: "Write a short notice for the spring brass-band contest at the Ossenby Corn Exchange, Saturday, March 13, from 10am." }],
    task: "",
  },
  review_draft: {
    prefix: "You are Hamish, a careful editor.",
    history: [
      { role: "user", content: "Write a short notice for the spring brass-band contest at the Ossenby Corn Exchange, Saturday, March 13, from 10am." },
      { role: "assistant", content: "Come and cheer the Brackenfold Mills Brass Band! Spring contest at the Ossenby Corn Exchange, Saturday from 10am. Band train 8:10 from Brackenfold Halt." },
    ],
    task: "",
  },
  rank_memories: {
    query: "Which train does the band take to the contest?",
    memories: [
      "The user keeps bees.",
      "The band takes the 8:10 train from Brackenfold Halt to Ossenby on Saturday.",
      "The contest starts at 10am at the Ossenby Corn Exchange.",
      "The upper line is closed by a landslip.",
    ],
  },
  character_reply: {
    character: "Old Seth",
    memory: [
      { role: "system", content: "You are Old Seth, the retired signalman of Brackenfold, who speaks in short gruff sentences." },
      { role: "user", content: "Seth, have you seen a slip like this before?" },
      { role: "assistant", content: "【gruff】Once. Nineteen eighty-two. Took a month to clear.（taps his pipe on the bench）" },
      { role: "user", content: "{rain starts drumming on the platform roof} Will the line be open by Easter?" },
    ],
    maxSegments: 3,
  },
  fact_awareness: {
    person: "Noriko Halvorsen",
    fact: "a landslip has closed the upper line above Brackenfold",
    question: "Have you heard anything about the railway this week?",
    answer: "Oh, the slip at Scar Cutting? Yes, I've had to walk the Ravensgill letters up myself since Wednesday.",
  },
  acquaintance: {
    person: "Noriko Halvorsen",
    other: "Kwame Adeyemi-Ross",
    question: "Do you know Kwame Adeyemi-Ross?",
    answer: "The bandmaster? He collects his music parcels from me. Nice man, but we've never really talked.",
  },
  absence_reason: {
    person: "Ilse Varga",
    event: "the spring brass-band contest at the Ossenby Corn Exchange",
    question: "Why didn't you come to the band contest?",
    answer: "Somebody had to run the trains, and the Curlew's firebox wasn't going to fit itself.",
  },
  believability_judge: {
    person: "Kwame Adeyemi-Ross",
    about: "a mill worker and bandmaster in Brackenfold",
    question: "What are you doing this week?",
    first: "Rehearsing the band for Saturday's contest, and carding the Fell End fleeces in between.",
    second: "I am doing many activities this week and I am happy.",
  },
};
