/**
 * Answers for the OpenAI-compatible test server that sound like a small chat model, chosen by the request's content
 * (the same request always gets the same answer, whatever the order requests arrive in): a few cues it answers
 * well, prose it writes for everything else, and JSON that follows the schema when structured output is asked for.
 */
import { createHash } from "node:crypto";
import type { Answer, RecordedRequest } from "./openaiServer.js";

function pick<T>(options: readonly T[], seed: string): T {
  const n = createHash("sha256").update(seed).digest().readUInt32BE(0);
  return options[n % options.length]!;
}

const YES_NO = [
  "Answer in yes or no: no",
  "No. They are both busy with their own work right now.\nAnswer in yes or no: no",
  "Given how busy the morning is, probably not.\n\nAnswer in yes or no: no",
];

const RATINGS = ["Rating: 3", "I would rate this a 2 on the scale.", "4", "Rating: 5\n\nIt is a normal part of the day."];

const PROSE = [
  "Sure! Here is my answer: she will keep going with her morning routine and then head to work.",
  "I'm not entirely sure, but it seems like a quiet, ordinary moment in the day.",
  "**Answer:** getting ready for the day ahead",
];

/** A JSON value that follows a JSON schema (the kind of object a grammar-constrained server returns). */
function fill(schema: any, seed: string): unknown {
  if (Array.isArray(schema?.enum)) return pick(schema.enum, seed);
  if (schema?.anyOf) return fill(schema.anyOf[0], seed);
  switch (schema?.type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fill(v, `${seed}.${k}`)]));
    case "array":
      return [fill(schema.items ?? {}, `${seed}[0]`)];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 3));
    case "boolean":
      return false;
    default:
      return pick(["working at the bakery", "reading in the library", "sleeping"], seed);
  }
}

/** The items of a comma-separated list that follows `label` on its line. */
function listAfter(prompt: string, label: RegExp): string[] {
  const line = prompt.split("\n").find((l) => label.test(l));
  if (!line) return [];
  return line.replace(label, "").replace(/\.$/, "").split(",").map((item) => item.trim()).filter(Boolean);
}

const ACTIVITIES = [
  "kneading dough for the morning loaves",
  "serving customers at the counter",
  "having lunch",
  "reading at home",
  "tidying up the workspace",
  "taking a walk in the park",
  "having dinner",
  "getting ready for bed",
];

function hourlySchedule(prompt: string, seed: string): string {
  const [, from, to] = /from (\d\d):00 to (\d\d):00/.exec(prompt) ?? [];
  const lines: string[] = [];
  for (let hour = Number(from ?? 8); hour <= Number(to ?? 23); hour++) {
    lines.push(`${String(hour).padStart(2, "0")}:00 - ${pick(ACTIVITIES, `${seed}:${Math.floor(hour / 3)}`)}`);
  }
  return `Here is the schedule for today:\n\n${lines.join("\n")}`;
}

function steps(prompt: string): string {
  const minutes = Number(/\((\d+) minutes\)/.exec(prompt)?.[1] ?? 60);
  const first = Math.max(5, Math.round(minutes / 15) * 5);
  return `1) getting set up (minutes: ${first})\n2) working through the main part (minutes: ${minutes - first})`;
}

export function realisticAnswer(request: RecordedRequest): Answer {
  const messages: Array<{ content: string }> = request.body?.messages ?? [];
  const seed = JSON.stringify(messages);
  const schema = request.body?.response_format?.json_schema?.schema;
  if (schema) return { text: JSON.stringify(fill(schema, seed)) };
  const prompt = messages[0]?.content ?? "";
  const choose = (label: RegExp) => {
    const options = listAfter(prompt, label);
    return options.length ? { text: `Answer: ${pick(options, seed)}` } : undefined;
  };
  if (/answer in yes or no/i.test(prompt)) return { text: pick(YES_NO, seed) };
  if (/get out of bed/i.test(prompt)) return { text: pick(["6:00 am", "I think she would get up at 5:00 am.", "7:00 am"], seed) };
  if (/Begin with the item below/i.test(prompt)) {
    return { text: "2) eat breakfast at 9:00 am\n3) work from 10:00 am to 12:00 pm\n4) have lunch at 12:00 pm\n5) work from 1:00 pm to 5:00 pm\n6) go to bed at 10:00 pm" };
  }
  if (/hour by hour/i.test(prompt)) return { text: hourlySchedule(prompt, seed) };
  if (/in 5-minute increments/i.test(prompt)) return { text: steps(prompt) };
  if (/Places .* can go:/.test(prompt)) return choose(/^Places .* can go:/) ?? { text: pick(PROSE, seed) };
  if (/has these areas:/.test(prompt)) return choose(/^.* has these areas:/) ?? { text: pick(PROSE, seed) };
  if (/^Things in the .*:/m.test(prompt)) return choose(/^Things in the .*?:/) ?? { text: pick(PROSE, seed) };
  if (/with emoji/i.test(prompt)) return { text: pick(["🍞", "😴", "📚☕"], seed) };
  if (/Triple: \([^,)]+,\s*$/.test(prompt)) return { text: pick([" be, busy)", " work, morning)"], seed) };
  if (/finish the sentence/i.test(prompt)) return { text: "Answer: being used" };
  if (/from 1 to 10|scale of 1 to 10/i.test(prompt)) return { text: pick(RATINGS, seed) };
  return { text: pick(PROSE, seed) };
}
