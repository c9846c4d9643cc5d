/**
 * The offline village is believable: with the simulated model, over a whole simulated day of the package's village
 * (sleep, work, meals, conversations, the evening and bed) and of the original 3-agent village, people do
 * things where they fit (home for sleep and the morning routine, the workplace for work, the place an activity
 * names), the subtasks of one activity stay in one place and never contradict it, and what they say and how it is
 * summed up is grammatical and about their actual plans and memories. The rules checked here are the user's
 * expectations, written independently of the simulated model's own.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeedMemories } from "../tools/world/smallvilleLoader.js";
import type { Scratch } from "../state/persona.js";
import { chatProblems, householdNewsProblems, reflectionProblems, speechProblems, toldBackProblems } from "./support/speechProblems.js";
import { choreAwayProblems, closedPlaceProblems, cookingPlaceProblems, emojiProblems, errandProblems, joinedTextProblems, othersHomeProblems } from "./support/actionProblems.js";
import { sharesHome } from "../nodes/persona/converse.js";
import { planFromNow } from "../state/daySchedule.js";
import { nounPhrases } from "../prompts/persona/simulatedTalk.js";
import { doingSaid } from "../prompts/persona/utterance.js";
import { DEFAULT_VILLAGE, SALTMERE_SPEC } from "../villages/index.js";
import { readVillageSpec } from "../tools/world/villageSpecFile.js";
import { buildVillage } from "../tools/world/villageBuilder.js";
import { interview, interviewEveryone, type EvaluationAnswer } from "../drivers/town/interviews.js";
import { simulateDay, type DayRow, type SimulatedDay } from "./support/simulatedDay.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-believable-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const haveSmallville = existsSync(path.join(SMALLVILLE, "the_ville"));

type Row = DayRow;

interface Village extends SimulatedDay {
  /** Every persona's answers to the bundled interview questions at the end of the day (what `interview --run` writes). */
  interviews: EvaluationAnswer[];
  /** Whether an interview answer fell back to its fail-safe. */
  interviewFallbacks: number;
  /** Each persona's answer to "What are you working on?" and how many memories it drew on. */
  working: Record<string, { answer: string; drewOn: number }>;
}

/** Runs a village with the simulated model, keeps every change of each persona's action, and interviews everyone. */
function simulate(name: string, spec: Parameters<typeof simulateDay>[2]): Promise<Village> {
  return simulateDay(path.join(tmp, name), name, spec, async (run, state) => {
    const evaluation = await interviewEveryone(run);
    const working: Village["working"] = {};
    for (const persona of state.order) {
      const { answer, drewOn } = await interview(run, persona, "What are you working on?");
      working[persona] = { answer, drewOn: drewOn.length };
    }
    return { interviews: evaluation.answers, interviewFallbacks: Object.values(evaluation.usage).reduce((n, u) => n + u.fallbacks, 0), working };
  });
}

const mainOf = (action: string) => action.replace(/\s*\(.*$/, "").trim();
const sectorOf = (address: string) => address.split(":")[1] ?? "";
const placed = (r: Row) => !r.address.startsWith("<");

/**
 * Where an activity must be, by what a reader expects: the place it names, home for sleeping and the morning
 * routine, the workplace for the work the persona's background describes; null when anywhere may do.
 */
function expectedSector(action: string, s: Scratch, sectors: readonly string[], work: RegExp, workplace: string): string | null {
  const main = mainOf(action).toLowerCase();
  const named = sectors.filter((sector) => main.includes(sector.toLowerCase().replace(/^the /, "")));
  if (named.length) return named.sort((a, b) => b.length - a.length)[0]!;
  const home = s.livingArea.split(":")[1]!;
  if (/\b(?:sleep|sleeping|morning routine|wak(?:e|ing) up|shower|getting dressed|going to bed)\b/.test(main)) return home;
  if (work.test(main)) return workplace;
  // A word only one place's name has ("bakery", "library", "park", "pub").
  const words = (text: string): string[] => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const unique = sectors.filter((sector) => words(sector).some((w) => main.includes(w) && !/house|apartment/.test(w) &&
    sectors.filter((other) => words(other).includes(w)).length === 1 && !s.name.toLowerCase().includes(w)));
  return unique.length === 1 ? unique[0]! : null;
}

/** Words of a subtask that belong to a kind of activity; a subtask of that kind needs a parent of a kind it fits. */
const DOMAINS: Record<string, { subtask: RegExp; parents: RegExp }> = {
  cooking: { subtask: /\b(?:chopping|vegetables|frying|plating|stove)\b/, parents: /\b(?:cook|cooking|breakfast|lunch|dinner|meal|eat|eating|kitchen)\b/ },
  studying: { subtask: /\b(?:study|studying|homework|working through problems|reviewing what was learned|reading the material)\b/, parents: /\b(?:stud(?:y|ying|ies)|class|lecture|exam|homework|library|research|college|read(?:ing)?)\b/ },
  painting: { subtask: /\b(?:painting|easel|brushes|canvas|mixing colou?rs)\b/, parents: /\b(?:paint|painting|paints|studio|art|watercolou?r)\b/ },
  serving: { subtask: /\b(?:customers?|taking orders|ringing up|register|serving)\b/, parents: /\b(?:serv(?:e|es|ing)|customers?|counter|shop|cafe|bakery|open(?:ing)?|clos(?:e|ing)|work(?:ing)?|shift)\b/ },
  sleeping: { subtask: /\b(?:dozing|sleeping|asleep|getting into bed)\b/, parents: /\b(?:sleep|sleeping|bed|nap|night)\b/ },
  baking: { subtask: /\b(?:dough|knead(?:ing)?|loaves|flour|oven)\b/, parents: /\b(?:bak(?:e|es|ing)|bakery|bread|pastr(?:y|ies)|kitchen)\b/ },
  streaming: { subtask: /\b(?:viewers|stream)\b/, parents: /\b(?:stream(?:ing)?|twitch|gam(?:e|es|ing))\b/ },
};

function contradictions(schedule: ReadonlyArray<readonly [string, number]>, who: string): string[] {
  const problems: string[] = [];
  for (const [entry] of schedule) {
    // A conversation or a wait put into the day (a re-plan) is no subtask of the activity around it.
    const parts = [...entry.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!).filter((p) => !/^(?:conversing|waiting)\b/.test(p));
    if (!parts.length) continue;
    const parent = mainOf(entry).toLowerCase();
    for (const sub of parts) {
      for (const [domain, { subtask, parents }] of Object.entries(DOMAINS)) {
        if (subtask.test(sub.toLowerCase()) && !parents.test(parent)) problems.push(`${who}: "${sub}" (${domain}) under "${parent}"`);
      }
    }
  }
  return problems;
}

/** Grammar a reader trips over in speech and summaries. */
const UNGRAMMATICAL: ReadonlyArray<[string, RegExp]> = [
  ["'I' with a third-person verb", /\bI (?:is|has|likes|wants|buys|keeps|worries|loves|knows)\b/],
  ["'you' with a third-person verb", /\byou (?:is|has|was|likes|wants|buys|keeps|worries|loves|knows)\b/i],
  ["'I and you'", /\bI and you\b/i],
  ["'me' as a subject", /(?:^|[.,!?]\s+|\band\s+)me (?:is|am|has|have|should|will)\b/i],
  ["an article before a person's full name", /\b(?:the|a) [A-Z][a-z]+ (?!(?:Office|Station|Inn|School|Hall|House|Chandlery|Loft|Market)\b)[A-Z][a-z]+(?! (?:Day|Cafe|Bakery|Library|Park|Pub|College|Store|Market))\b/],
  ["a summary naming no topic", /^conversing about (?:the )?(?:[a-z]+ing|cares|spends|keep thinking|get back)\b$/],
  ["a summary naming one thing twice", /^conversing about (the .+?) and \1\b/i],
  ["a line naming its topic twice in a row", /\bof (the [\w' -]+), \1\b/i],
];

function grammarProblems(text: string): string[] {
  return UNGRAMMATICAL.filter(([, re]) => re.test(text)).map(([what]) => `${what}: "${text}"`);
}

/** What is wrong in an action or timeline entry beyond its words: a step repeating its activity, an "its" of nothing, a habit. */
function actionProblems(action: string): string[] {
  const problems: string[] = [];
  const m = /^(.+?) \((?:carrying on )?(.+)\)$/.exec(action);
  if (m && m[1]!.trim().toLowerCase() === m[2]!.trim().toLowerCase()) problems.push(`an activity given itself as its step: "${action}"`);
  if (/\b(?:eat|eating|lunch|dinner|breakfast|coffee)\b.*\b(?:at|in) (?:the )?(?:[\w']+ )?(?:cafe|inn|pub|restaurant)\b.*\((?:preparing the food|washing the dishes|deciding what to eat)\)/i.test(action)) {
    problems.push(`a meal out cooked or washed up after: "${action}"`);
  }
  if (/\bits\b/.test(action)) problems.push(`an "its" with nothing it stands for: "${action}"`);
  if (/\bspending (?:his|her|their) (?:mornings|afternoons|evenings)\b/.test(action)) problems.push(`a habit as what is being done: "${action}"`);
  return problems;
}

/** Goodbyes that close a conversation. */
const GOODBYE = /^(?:It was nice talking|Let's talk more about|Let's catch up|Thanks, [A-Z]\w*\. See you|See you)/;
/** People named by who they are to someone. */
const RELATION = /\b[A-Z][a-z]+(?: [A-Z][a-z]+)? is (?:my|your) (?:[\w-]+ )?(?:wife|husband|son|daughter|mother|father|brother|sister|housemate|flatmate|lodger|pupil|student|neighbou?r|friend)\b/;
/** Activities nobody asks "how is it going" about, and that nobody goes back to from a chat. */
const ROUTINE = "lunch|breakfast|dinner|supper|eating|chatting|conversing|talking|calling|morning routine|waking up|sleeping|being at";

/** What is wrong in a conversation as a whole: a question left for a goodbye, a topic named for a line not about it, who-is-who told as news. */
function conversationProblems(chat: ReadonlyArray<[string, string]>): string[] {
  const problems: string[] = [];
  chat.forEach(([who, line], i) => {
    const before = chat[i - 1];
    if (before && before[0] !== who && before[1].trim().endsWith("?") && GOODBYE.test(line)) problems.push(`${who} leaves "${before[1]}" unanswered: "${line}"`);
    const named = /^(?:Speaking of|Oh,|Yes,) the ([^,!.]+)[,!.] (.+)$/.exec(line);
    if (named) {
      const head = named[1]!.split(" ").at(-1)!.toLowerCase().slice(0, 4);
      if (!named[2]!.toLowerCase().includes(head)) problems.push(`${who} names "the ${named[1]}" before a line not about it: "${line}"`);
    }
    // Asked about oneself, one answers that before anything else.
    if (before && before[0] !== who && /\b(?:how have you been|what are you up to[^?]*|how is [^?]+ going)[^?]*\?$/i.test(before[1]) && !GOODBYE.test(line) &&
      !/^(?:Fine|Not bad|Good|Great|Busy|Same|Nothing|Not much|Just|Still|Oh|Yes|I'm|I am|I've|I have|It's)\b/.test(line)) problems.push(`${who} answers "${before[1]}" with something else: "${line}"`);
    if (RELATION.test(line)) problems.push(`${who} tells who someone is to them as news: "${line}"`);
    if (new RegExp(`\\bHow is (?:[\\w' ]*?\\b)?(?:${ROUTINE})\\b[^?]* going\\b`).test(line)) problems.push(`${who} asks how a meal, a routine or the chat itself is going: "${line}"`);
    if (new RegExp(`\\bget back to (?:chatting|conversing|talking|calling)\\b`).test(line)) problems.push(`${who} leaves a chat to get back to chatting: "${line}"`);
  });
  return problems;
}

/** What is wrong in an interview answer: small steps seen, notes to oneself, plan lists, a sentence said twice, a cut list. */
function interviewProblems(answer: string): string[] {
  const problems: string[] = [];
  const quote = `"${answer}"`;
  if (/\b[A-Z][a-z]+ was (?:heading back|putting on shoes|getting ready|finishing up|putting things away|taking a short pause|choosing a book|putting the book away|brushing teeth|making the bed|turning off the alarm|washing the dishes|preparing the food)\b/.test(answer)) problems.push(`a small step someone was seen at, told as knowledge: ${quote}`);
  if (/\bFor my planning\b|\bThis is my plan for\b|\bno new plans\b/i.test(answer)) problems.push(`a note to oneself or the plan list read out: ${quote}`);
  if (/\bProbably (?:For|The|This|That)\b/.test(answer)) problems.push(`a word taken for a person's name: ${quote}`);
  if (/\b[A-Z][a-z]+ [A-Z][a-z]+ (?:is|was) my (?:[\w-]+ )?(?:wife|husband|son|daughter|mother|father|brother|sister|housemate|flatmate|dormmate|partner)\b/.test(answer)) problems.push(`one's own family or housemate named in full: ${quote}`);
  if (/\bfrom [\w: ]+ to[.!?]?$/.test(answer)) problems.push(`an answer cut inside a time span: ${quote}`);
  const sentences = answer.split(/(?<=[.!?])\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.split(" ").length > 3);
  if (new Set(sentences).size < sentences.length) problems.push(`a sentence said twice: ${quote}`);
  return problems;
}

/** Content words (5+ letters) of a text. */
const contentWords = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'-]{4,}/g) ?? []).map((w) => w.replace(/'s$/, "")));

/** Each person's workplace in a village spec (its people's `work`). */
const workplacesOf = (spec: string) => Object.fromEntries(readVillageSpec(spec).spec.people.flatMap((p) => (p.work ? [[p.name, p.work]] : [])));

function checkVillage(village: () => Village, options: { work: Record<string, RegExp>; workplace: Record<string, string>; seeds: Record<string, string[]>; workplaces?: Record<string, string> }) {
  it("answers every prompt in the format its parser reads, interviews included: no fallback", () => {
    const { state, interviews, interviewFallbacks } = village();
    const fellBack = Object.entries(state.usage).filter(([, u]) => u.fallbacks > 0).map(([id, u]) => `${id}: ${u.fallbacks}`);
    expect(fellBack).toEqual([]);
    expect(interviews.length).toBe(state.order.length * 25);
    expect(interviewFallbacks).toBe(0);
  });

  it("puts each action where it fits: the place it names, home for sleep and the morning routine, the workplace for work", () => {
    const { rows, state } = village();
    const problems: string[] = [];
    let checked = 0;
    for (const row of rows.filter(placed)) {
      const p = state.personas[row.persona]!;
      const sectors = Object.keys(p.spatial[row.address.split(":")[0]!] ?? {});
      const expected = expectedSector(row.action, p.scratch, sectors, options.work[row.persona] ?? /$^/, options.workplace[row.persona] ?? "");
      if (expected === null) continue;
      checked++;
      if (sectorOf(row.address) !== expected) problems.push(`${row.time} ${row.persona}: "${row.action}" at ${row.address}, not in ${expected}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it("shows what is done where it may be done: a stop on the way in minutes, emoji of the action, nobody in another's home", () => {
    const { rows, state } = village();
    const homes = Object.fromEntries(Object.entries(state.personas).map(([name, p]) => [name, p.scratch.livingArea]));
    expect(errandProblems(rows)).toEqual([]);
    expect(rows.flatMap((row) => emojiProblems(row.action, row.emoji))).toEqual([]);
    expect(othersHomeProblems(rows, homes)).toEqual([]);
  });

  it("keeps people where it makes sense: nobody in a shut shop, school or market at night, food made at a stove, chores at home or at work", () => {
    const { rows, state } = village();
    const homes = Object.fromEntries(Object.entries(state.personas).map(([name, p]) => [name, p.scratch.livingArea]));
    const workplaces = options.workplaces ?? options.workplace;
    expect(closedPlaceProblems(rows, homes, { workplaces })).toEqual([]);
    expect(cookingPlaceProblems(rows)).toEqual([]);
    expect(choreAwayProblems(rows, homes, workplaces)).toEqual([]);
    expect([...new Set(rows.flatMap((row) => joinedTextProblems(row.action)))]).toEqual([]);
  });

  it("keeps the subtasks of one activity in one place (no jumps within an activity)", () => {
    const { rows } = village();
    const problems: string[] = [];
    const byPersona = new Map<string, Row[]>();
    for (const row of rows.filter(placed)) byPersona.set(row.persona, [...(byPersona.get(row.persona) ?? []), row]);
    for (const [persona, list] of byPersona) {
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1]!, list[i]!];
        if (mainOf(a.action) === mainOf(b.action) && sectorOf(a.address) !== sectorOf(b.address)) {
          problems.push(`${persona} ${a.time}-${b.time}: "${mainOf(a.action)}" moved from ${sectorOf(a.address)} to ${sectorOf(b.address)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives no activity a subtask that contradicts it", () => {
    const { state } = village();
    const problems = state.order.flatMap((name) => contradictions(state.personas[name]!.scratch.fDailySchedule, name));
    expect(state.order.every((name) => state.personas[name]!.scratch.fDailySchedule.some(([e]) => e.includes("(")))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("speaks like people: every line, action and timeline entry has the right person, agreement, names and places", () => {
    const { rows, state, memories } = village();
    const people = Object.keys(state.personas);
    // Every place and thing the village has ("kit lockers" is no "Kit" in lower case).
    const things = [...new Set(Object.values(state.personas).flatMap((p) => Object.values(p.spatial).flatMap((sectors) =>
      Object.entries(sectors).flatMap(([sector, arenas]) => [sector, ...Object.entries(arenas).flatMap(([arena, objects]) => [arena, ...objects])]))))];
    expect(Object.values(memories).flat().length).toBeGreaterThan(0);
    const problems = new Set<string>();
    const check = (where: string, text: string, address?: string) => {
      for (const p of speechProblems(text, { people, address, things })) problems.add(`${where}: ${p}`);
    // (The same line said on many ticks is one problem: the time is left out of where.)
    };
    for (const [who, descriptions] of Object.entries(memories)) for (const d of descriptions) check(`${who}'s memory`, d);
    for (const row of rows) {
      check(`${row.persona}'s action at ${row.address}`, row.action, placed(row) ? row.address : undefined);
      for (const problem of actionProblems(row.action)) problems.add(`${row.persona}'s action: ${problem}`);
      for (const [who, line] of row.chat ?? []) check(`${who} says`, line);
    }
    for (const [who, p] of Object.entries(state.personas)) {
      for (const [entry] of p.scratch.fDailySchedule) {
        check(`${who}'s timeline`, entry);
        for (const problem of actionProblems(entry)) problems.add(`${who}'s timeline: ${problem}`);
      }
      for (const text of [p.scratch.currently, p.scratch.dailyPlanReq, ...p.scratch.dailyReq]) check(`${who}'s plan`, text);
    }
    expect([...problems]).toEqual([]);
  });

  it("answers interviews like people: about what they know, not the small steps they saw, notes or plan lists", () => {
    const { interviews, state } = village();
    const people = Object.keys(state.personas);
    const problems = new Set<string>();
    for (const { persona, question, answer } of interviews) {
      for (const p of [...speechProblems(answer, { people }), ...interviewProblems(answer)]) problems.add(`${persona}, asked "${question}": ${p}`);
      // What one is doing now agrees with the plan for now: the plan's activity is said, not skipped for what follows it.
      if (/\bright now\b/i.test(question)) {
        const now = planFromNow(state.personas[persona]!.scratch.fDailySchedule, state.clock.time)[0];
        const activity = now?.slice(12).replace(/\s*\(.*$/, "").replace(/\b(?:his|her|their)\b/g, "my").toLowerCase();
        // ("being at school" is said as where one is: "Right now I'm at school".)
        if (activity && ![activity, doingSaid(activity)].some((said) => answer.toLowerCase().includes(said))) problems.add(`${persona}, asked "${question}" at ${state.clock.time}, leaves out the plan's "${activity}": "${answer}"`);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it("has conversations that are grammatical and about the personas' own plans and memories", () => {
    const { rows, state } = village();
    const chats = new Map<string, { persona: string; chat: Array<[string, string]>; summary: string }>();
    for (const row of rows) if (row.chat?.length) chats.set(JSON.stringify(row.chat), { persona: row.persona, chat: row.chat, summary: row.action });
    expect(chats.size).toBeGreaterThan(0);
    const problems: string[] = [];
    // Two who talked earlier that day may have nothing new: then a short chat of small talk is what people have.
    const talked = new Set<string>();
    for (const { chat, summary } of chats.values()) {
      const pair = [...new Set(chat.map(([who]) => who))].sort().join(" & ");
      const again = talked.has(pair);
      talked.add(pair);
      problems.push(...grammarProblems(summary));
      for (const [, line] of chat) problems.push(...grammarProblems(line));
      problems.push(...conversationProblems(chat));
      // Nobody says the same thing twice in one conversation.
      // (A name said in greeting and goodbye is no repetition.)
      const names = new Set(chat.flatMap(([w]) => w.toLowerCase().split(" ")));
      const lineWords = (text: string) => new Set([...contentWords(text)].filter((w) => !names.has(w)));
      chat.forEach(([who, line], i) => {
        const words = lineWords(line);
        const earlier = chat.slice(0, i).filter(([w]) => w === who).map(([, l]) => lineWords(l));
        // (A goodbye naming what the chat was about repeats no news.)
        if (words.size >= 3 && !GOODBYE.test(line) && earlier.some((e) => [...words].filter((w) => e.has(w)).length >= 0.8 * words.size)) {
          problems.push(`${who} repeats "${line}" in ${JSON.stringify(chat)}`);
        }
      });
      // What they talk about comes from what they know: their status and their memories.
      const speakers = [...new Set(chat.map(([who]) => who))];
      const known = contentWords(speakers.flatMap((who) => [state.personas[who]!.scratch.currently, ...(options.seeds[who] ?? [])]).join(" "));
      const shared = [...contentWords(chat.map(([, line]) => line).join(" "))].filter((w) => known.has(w));
      // (Nor has a family, who share their plans: "How have you been?" - "Fine, thanks. I'm just being at school.")
      const family = speakers.length === 2 && sharesHome(state.personas[speakers[0]!]!.scratch.livingArea, state.personas[speakers[1]!]!.scratch.livingArea);
      // (Nor has one who says a memory of one's own in one's own words: "I hope to crew on the lifeboat one day.")
      const ownMemory = chat.some(([who, line]) =>
        (options.seeds[who] ?? []).some((seed) => seed.split(/;\s*/).some((m) => /^You /.test(m) && line.toLowerCase().includes(m.replace(/^You /, "I ").replace(/[.!]$/, "").toLowerCase()))),
      );
      if (shared.length < 3 && !again && !family && !ownMemory) problems.push(`a chat of ${speakers.join(" and ")} says nothing they know: ${JSON.stringify(chat)}`);
      // The summary names something that was said.
      const topic = summary.replace(/^conversing about /, "");
      const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []); // "the city", "the fish stew"
      if (![...wordsOf(topic)].some((w) => wordsOf(chat.map(([, l]) => l).join(" ")).has(w)) && topic !== "their day") {
        problems.push(`the summary "${summary}" names nothing said in ${JSON.stringify(chat)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("tells a piece of news once: not again in other words in one chat, nor to the same listener later that day", () => {
    const { rows } = village();
    const chats = [...new Map(rows.filter((r) => r.chat?.length).map((r) => [JSON.stringify(r.chat), r.chat!])).values()];
    const problems: string[] = [];
    // What was told, by speaker and listener: the content words of each line.
    const toldTo = new Map<string, Array<Set<string>>>();
    // A line's own news, without its opener ("Oh, the regatta!", "Speaking of the party,") or a nod before it.
    const newsOf = (line: string) => line.replace(/^(?:(?:Oh|Yes|Right|Speaking of)[^.!?,]*[.!?,]\s*)?(?:[^.!?]*[.!?]\s+)?(?:By the way|Also|You know|I've been meaning to tell you:|I was just thinking|You know what\?)[,:]?\s*/, "");
    const heads = (line: string) => new Set(nounPhrases(newsOf(line)).map((t) => t.split(" ").at(-1)!.toLowerCase()).filter((h) => h.length > 3));
    for (const chat of chats) {
      const speakers = [...new Set(chat.map(([who]) => who))];
      const saidHere = new Map<string, Set<string>>();
      for (const [who, said] of chat) {
        // (A goodbye naming what the chat was about tells nothing again.)
        const line = said.replace(/(?:It was nice talking|Let's talk more about|Let's catch up|Thanks, [A-Z]\w*\. See you|See you)[\s\S]*$/, "").trim();
        if (!line || /\?$/.test(line)) continue;
        const listener = speakers.find((s) => s !== who) ?? "";
        const words = contentWords(newsOf(line));
        if (words.size >= 4 && (toldTo.get(`${who}>${listener}`) ?? []).some((e) => [...words].filter((w) => e.has(w)).length >= 0.8 * words.size)) {
          problems.push(`${who} tells ${listener} again what they told them before: "${line}"`);
        }
        const here = saidHere.get(who) ?? new Set<string>();
        // (Saying what one is doing when asked, "I'm just teaching in the classroom", is no news told.)
        const again = /\b(?:I'm just|Not much, just)\b/.test(line) ? [] : [...heads(line)].filter((h) => here.has(h));
        if (again.length && !/\b(?:keep thinking about what)\b/.test(line)) problems.push(`${who} tells "${again.join(", ")}" a second time in one chat: ${JSON.stringify(chat)}`);
        for (const h of heads(line)) here.add(h);
        saidHere.set(who, here);
        if (words.size >= 4) toldTo.set(`${who}>${listener}`, [...(toldTo.get(`${who}>${listener}`) ?? []), words]);
      }
    }
    expect(problems).toEqual([]);
  });

  it("ends a chat when the news ran out: no small talk going round, no echo, no clock in what one does, no topic from where one stood", () => {
    const { rows } = village();
    const chats = [...new Map(rows.filter((r) => r.chat?.length).map((r) => [JSON.stringify(r.chat), r.chat!])).values()];
    expect(chats.length).toBeGreaterThan(0);
    expect(chats.flatMap((chat) => chatProblems(chat))).toEqual([]);
  });

  it("tells nobody what they know already: not their own news back, nor one's family what one is busy with", () => {
    const { rows, state } = village();
    const chats = [...new Map(rows.filter((r) => r.chat?.length).map((r) => [JSON.stringify(r.chat), r.chat!])).values()];
    const statusOf = Object.fromEntries(Object.entries(state.personas).map(([name, p]) => [name, p.scratch.currently]));
    const sameHome = (a: string, b: string) => sharesHome(state.personas[a]!.scratch.livingArea, state.personas[b]!.scratch.livingArea);
    expect([...toldBackProblems(chats), ...chats.flatMap((chat) => householdNewsProblems(chat, statusOf, sameHome))]).toEqual([]);
  });

  it("reflects on things that matter, each once: no insight stored again and again, none about a meal, a routine or where one stood", () => {
    const { memories, state } = village();
    // The rooms of the village (where one stands), not its things ("the lifeboat" may well be on one's mind).
    const rooms = [...new Set(Object.values(state.personas).flatMap((p) => Object.values(p.spatial).flatMap((sectors) => Object.values(sectors).flatMap((arenas) => Object.keys(arenas)))))];
    expect(Object.values(memories).flat().some((m) => /\b(?:is much on|matters to|cares a great deal about|keeps coming back to)\b/.test(m))).toBe(true);
    expect(Object.entries(memories).flatMap(([who, descriptions]) => reflectionProblems(descriptions, rooms).map((p) => `${who}: ${p}`))).toEqual([]);
  });

  it("says what is on one's mind in one's own way: no stock line about one thing from many people", () => {
    const { rows } = village();
    const byLine = new Map<string, Set<string>>();
    for (const row of rows) for (const [who, line] of row.chat ?? []) {
      const feeling = /\b((?:the|my) [\w' -]+? (?:is much on my mind|matters to me right now)|I (?:care a great deal about|keep coming back to) (?:the|my) [\w' -]+)/.exec(line)?.[1];
      if (feeling) byLine.set(feeling.toLowerCase(), new Set([...(byLine.get(feeling.toLowerCase()) ?? []), who]));
    }
    expect([...byLine].filter(([, who]) => who.size >= 3).map(([line, who]) => `"${line}" said by ${[...who].join(", ")}`)).toEqual([]);
  });
}

describe("the package's village with the simulated model, through a whole day (midnight to midnight)", () => {
  let village: Village;
  beforeAll(async () => {
    village = await simulate("larkspur", { startTime: "2024-05-06T00:00:00", endTime: "2024-05-07T00:00:00", checkpointEveryMinutes: 1440 });
  }, 600_000);
  checkVillage(() => village, {
    work: { "Ada Okafor": /\b(?:bak(?:e|es|ing)|serv(?:e|es|ing)|customers|counter|open(?:ing)?|clos(?:e|ing))\b/, "Tomas Reyes": /\b(?:librarian|shelv|catalogu|open(?:ing)?)\b/ },
    workplace: { "Ada Okafor": "Okafor Bakery", "Tomas Reyes": "Larkspur Library" },
    seeds: loadSeedMemories(DEFAULT_VILLAGE.seedMemories),
    workplaces: workplacesOf(DEFAULT_VILLAGE.spec),
  });
});

describe.skipIf(!haveSmallville)(`the original 3-agent village with the simulated model, through a whole day${haveSmallville ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, () => {
  let village: Village;
  beforeAll(async () => {
    village = await simulate("the_ville", {
      scenario: {
        baseDir: path.join(SMALLVILLE, "base_the_ville_isabella_maria_klaus"),
        mapDir: path.join(SMALLVILLE, "the_ville"),
        history: path.join(SMALLVILLE, "the_ville", "agent_history_init_n3.csv"),
      },
      startTime: "2023-02-13T00:00:00",
      endTime: "2023-02-14T00:00:00",
      checkpointEveryMinutes: 600,
    });
  }, 600_000);
  checkVillage(() => village, {
    work: { "Isabella Rodriguez": /\b(?:serv(?:e|es|ing)|customers|counter|open(?:ing)?|clos(?:e|ing))\b/ },
    workplace: { "Isabella Rodriguez": "Hobbs Cafe" },
    seeds: haveSmallville ? loadSeedMemories(path.join(SMALLVILLE, "the_ville", "agent_history_init_n3.csv")) : {},
  });
});

describe("Saltmere, the shipped village spec of twelve people, with the simulated model, through a whole day", () => {
  let village: Village;
  const built = path.join(tmp, "saltmere-village");
  const { scenario, startTime } = buildVillage(readVillageSpec(SALTMERE_SPEC).spec, built);
  beforeAll(async () => {
    village = await simulate("saltmere", { scenario, startTime, endTime: "2025-06-03T00:00:00", checkpointEveryMinutes: 1440 });
  }, 900_000);
  checkVillage(() => village, {
    work: { "Morwen Ellery": /\b(?:winch|boat hall|lifeboat)\b/, "Sol Marr": /\b(?:chandlery|shop counter)\b/ },
    workplace: { "Morwen Ellery": "Lifeboat Station", "Sol Marr": "Harbour Chandlery" },
    seeds: loadSeedMemories(path.join(built, "history.csv")),
    workplaces: workplacesOf(SALTMERE_SPEC),
  });
});
