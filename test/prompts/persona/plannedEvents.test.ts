/**
 * The simulated model plans around events the persona knows of today (prompts/persona/plannedEvents.ts), reading only
 * the prompt's inputs: the host of an event its status names plans to be at its place then, a guest who heard of it
 * most of the time (never through a fixed commitment), a memory quoting the invitation reaches the next day's plan
 * note and status with its date, time and place, and the action goes to the place the event names. And work at a
 * counter goes to the workplace, even when the usual plan no longer names it (issue 23: the cafe owner served
 * customers in her own flat on her party's day).
 *
 * The_ville's people are read from ../shared/smallville (never copied in); the others are the project's own.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actionGroundingPrompt } from "../../../prompts/persona/actionGrounding.js";
import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { hourlySchedulePrompt } from "../../../prompts/persona/hourlySchedule.js";
import type { Identity } from "../../../prompts/persona/identity.js";
import { eventsToday } from "../../../prompts/persona/plannedEvents.js";
import { gerundPhrase } from "../../../prompts/persona/planningText.js";
import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { simulatedSubtasks } from "../../../prompts/persona/taskDecomposition.js";
import { runPrompt, type PromptLogger } from "../../../prompts/runner.js";
import type { PromptSpec } from "../../../prompts/types.js";
import { SimulatedChatModel } from "../../../tools/models/simulatedModel.js";
import { seededRandom } from "../../../tools/random.js";

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const PERSONAS = path.join(SMALLVILLE, "base_the_ville_n25", "personas");
const haveSmallville = existsSync(PERSONAS);

const quiet: PromptLogger = { warn: () => {} };

/** The simulated model's answer to a prompt, read by the prompt's own parser (never its fail-safe). */
async function simulated<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw, seed = 0): Promise<O> {
  const run = await runPrompt(prompt, inputs, { model: new SimulatedChatModel({ seed }), logger: quiet, maxAttempts: 1 });
  expect(run.fellBack, `${prompt.id} fell back: ${run.problem}`).toBe(false);
  return run.value;
}

/** A the_ville person's identity at a time, from the original's scratch file. */
function villePerson(name: string, currTime: string, change: Partial<Identity> = {}): Identity {
  const s = JSON.parse(readFileSync(path.join(PERSONAS, name, "bootstrap_memory", "scratch.json"), "utf8"));
  return {
    name: s.name,
    firstName: s.first_name,
    age: s.age,
    innate: s.innate,
    learned: s.learned,
    currently: s.currently,
    lifestyle: s.lifestyle,
    dailyPlanReq: s.daily_plan_req,
    currTime,
    ...change,
  };
}

/** The project's own baker and her neighbour, on a Monday of Larkspur. */
const ADA: Identity = {
  name: "Ada Okafor",
  firstName: "Ada",
  age: 41,
  innate: "warm, practical, early-rising",
  learned: "Ada Okafor runs Okafor Bakery and bakes every loaf herself.",
  currently: "Ada Okafor is holding a free tasting of her new honey-rye loaf at Okafor Bakery on May 6th from 2pm to 4pm, and wants everyone to come.",
  lifestyle: "Ada Okafor goes to bed around 9pm, wakes up around 4am, and eats dinner around 6pm.",
  dailyPlanReq: "Ada Okafor bakes bread from 4:30am, opens Okafor Bakery at 7am, and sells at the counter until 1pm.",
  currTime: "2024-05-06T00:00:00",
};
const INVITATION = 'Mei Lin remembers Ada saying: "I am holding a free tasting of my new honey-rye loaf at Okafor Bakery on May 6th from 2pm to 4pm. Do come!"';
const MEI: Identity = {
  name: "Mei Lin",
  firstName: "Mei",
  age: 29,
  innate: "curious, gentle, dreamy",
  learned: "Mei Lin is a painter who sells her watercolours at the market.",
  currently: `Mei Lin is painting a series of the river. Today, Mei keeps in mind that ${INVITATION.replace(/^Mei Lin/, "Mei")}`,
  lifestyle: "Mei Lin goes to bed around 11pm, wakes up around 7am, and paints in the afternoon light.",
  dailyPlanReq: "Mei Lin paints in her studio in the morning and walks along the river in the afternoon.",
  currTime: "2024-05-06T00:00:00",
};

describe("events a text names for today", () => {
  it("reads the host, the place and the times of an event in the persona's own status", () => {
    expect(eventsToday(ADA.currently, ADA)).toEqual([{ name: "the free tasting", place: "Okafor Bakery", start: 840, end: 960, host: true }]);
    // Another day: not today's event.
    expect(eventsToday(ADA.currently, { ...ADA, currTime: "2024-05-05T00:00:00" })).toEqual([]);
  });

  it("reads an invitation in someone else's quoted words as one to attend", () => {
    expect(eventsToday(MEI.currently, MEI)).toEqual([{ name: "the free tasting", place: "Okafor Bakery", start: 840, end: 960, host: false }]);
    expect(eventsToday("Mei is planning to go to the quiz night at the Rose and Crown Pub tonight at 8pm.", MEI)).toMatchObject([
      { name: "the quiz night", place: "the Rose and Crown Pub", start: 1200, end: 1320, host: false },
    ]);
  });

  it("reads 'today' and 'tonight' as the day the words were written", () => {
    const said = "Mei Lin heard that there is a picnic at Mill Green today at 1pm.";
    expect(eventsToday(said, MEI, "2024-05-06T08:00:00")).toHaveLength(1);
    expect(eventsToday(said, MEI, "2024-05-05T08:00:00")).toEqual([]);
  });
});

describe("simulated plans around an event today", () => {
  it("the host's daily plan (the first day) holds the event at its place and times, for every seed", async () => {
    for (let seed = 0; seed < 10; seed++) {
      const plan = await simulated(dailyPlanPrompt, { identity: ADA, wakeUpHour: 4 }, seed);
      expect(plan).toContain("host the free tasting at Okafor Bakery from 2:00 pm to 4:00 pm");
    }
  });

  it("a guest plans to go most of the time, not always, and never through a commitment that covers its start", async () => {
    let going = 0;
    for (let seed = 0; seed < 40; seed++) {
      const items = await simulated(dailyRequirementPrompt, { identity: MEI }, seed);
      if (items.includes("attend the free tasting at Okafor Bakery from 2:00 pm to 4:00 pm")) going++;
    }
    expect(going).toBeGreaterThan(20);
    expect(going).toBeLessThan(40);
    const working = { ...MEI, dailyPlanReq: "Mei Lin works at the market stall from 10am to 5pm." };
    for (let seed = 0; seed < 20; seed++) {
      const items = await simulated(dailyRequirementPrompt, { identity: working }, seed);
      expect(items.join(" / ")).not.toMatch(/tasting/);
    }
  });

  it("yesterday's event, kept in the usual plan, is not planned again", async () => {
    const nextDay = {
      ...ADA,
      currTime: "2024-05-07T00:00:00",
      dailyPlanReq: "1) wake up and complete the morning routine at 4:00 am, 2) open Okafor Bakery at 7:00 am, 3) host the free tasting at Okafor Bakery from 2:00 pm to 4:00 pm",
    };
    for (let seed = 0; seed < 10; seed++) {
      expect((await simulated(dailyRequirementPrompt, { identity: nextDay }, seed)).join(" / ")).not.toMatch(/tasting/);
    }
  });

  it("the hourly schedule keeps the event's hours whole, even on a retry asking for variety", async () => {
    const dailyPlan = ["wake up and complete the morning routine at 7:00 am", "attend the free tasting at Okafor Bakery from 2:00 pm to 5:00 pm", "have dinner at 6:00 pm"];
    for (let seed = 0; seed < 10; seed++) {
      for (const previousActivities of [[], ["painting", "painting", "painting"]]) {
        const hours = await simulated(hourlySchedulePrompt, { identity: MEI, wakeUpHour: 7, dailyPlan, previousActivities }, seed);
        expect(hours.filter((h) => h.hour >= 14 && h.hour < 17).map((h) => h.activity)).toEqual(Array(3).fill("attending the free tasting at Okafor Bakery"));
      }
    }
  });

  it("the event's steps are the event's, and a class attended is no party", () => {
    const host = simulatedSubtasks("hosting the free tasting at Okafor Bakery", 120, 5, seededRandom(1, "host"));
    expect(host.map(([step]) => step)).toContain("welcoming the guests");
    const classes = simulatedSubtasks("attending classes at Oak Hill College", 120, 5, seededRandom(1, "class"));
    expect(classes.map(([step]) => step).join(" ")).not.toMatch(/guests/);
  });

  it("the action goes to the place the event names, from home, in one question or in the grounding answer", async () => {
    const activity = "attending the free tasting at Okafor Bakery (chatting with the other guests)";
    const sector = await simulated(actionSectorPrompt, {
      identity: MEI,
      activity,
      livingSector: "Mei Lin's house",
      livingArenas: ["studio", "kitchen", "bedroom"],
      currentSector: "Mei Lin's house",
      currentArenas: ["studio", "kitchen", "bedroom"],
      accessibleSectors: ["Mei Lin's house", "Okafor Bakery", "Larkspur Green", "the Rose and Crown Pub"],
    });
    expect(sector).toBe("Okafor Bakery");
    const grounding = await simulated(actionGroundingPrompt, {
      identity: MEI,
      activity,
      livingSector: "Mei Lin's house",
      currentSector: "Mei Lin's house",
      places: [
        { sector: "Mei Lin's house", arenas: [{ arena: "studio", objects: ["easel", "desk"] }, { arena: "kitchen", objects: ["stove", "table"] }] },
        { sector: "Okafor Bakery", arenas: [{ arena: "shop", objects: ["bakery counter", "display shelf", "customer table"] }, { arena: "kitchen", objects: ["oven", "kneading table"] }] },
        { sector: "Larkspur Green", arenas: [{ arena: "green", objects: ["bench"] }] },
      ],
    });
    expect(grounding.sector).toBe("Okafor Bakery");
    // A guest stays out of the bakery's kitchen.
    expect(grounding.arena).toBe("shop");
  });
});

describe("gerunds of plan items with names", () => {
  it("keeps a name after 'and' as it is", () => {
    expect(gerundPhrase("go to the Willow Market and Pharmacy to open the pharmacy counter")).toBe("going to the Willow Market and Pharmacy to open the pharmacy counter");
    expect(gerundPhrase("wake up and eat breakfast")).toBe("waking up and eating breakfast");
  });
});

describe.skipIf(!haveSmallville)(`the paper's party, the_ville's people${haveSmallville ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, () => {
  const FEB14 = "2023-02-14T00:00:00";

  it("Isabella plans to host her party at Hobbs Cafe on February 14 (and not on the 13th)", async () => {
    const isabella = villePerson("Isabella Rodriguez", FEB14);
    for (let seed = 0; seed < 10; seed++) {
      const items = await simulated(dailyRequirementPrompt, { identity: isabella }, seed);
      expect(items).toContain("host the Valentine's Day party at Hobbs Cafe from 5:00 pm to 7:00 pm");
    }
    const before = await simulated(dailyPlanPrompt, { identity: villePerson("Isabella Rodriguez", "2023-02-13T00:00:00"), wakeUpHour: 6 });
    expect(before.join(" / ")).not.toMatch(/party/);
  });

  it("a guest who heard of it in a conversation gets it into the next day's note, status and plan", async () => {
    const heard = 'For Ayesha Khan\'s planning: Ayesha should remember that Isabella said: "I am excited to be planning a Valentine\'s Day party at Hobbs Cafe on February 14th from 5pm and I am eager to tell everyone to come to the…"';
    const statements = [
      { created: "2023-02-13T09:23:50", description: heard },
      { created: "2023-02-13T12:32:10", description: "The Valentine's Day party is much on Ayesha Khan's mind" },
      { created: "2023-02-13T15:00:00", description: "For Ayesha Khan's planning: Ayesha has no new plans to make after talking with Wolfgang." },
      { created: "2023-02-13T21:00:00", description: "This is Ayesha Khan's plan for Monday February 13: wake up and complete the morning routine at 6:00 am." },
    ];
    const ayesha = villePerson("Ayesha Khan", FEB14);
    let planned = 0;
    for (let seed = 0; seed < 20; seed++) {
      const note = await simulated(planNotePrompt, { identity: ayesha, statements }, seed);
      expect(note).toContain("February 14th from 5pm");
      // Isabella's words stay hers.
      expect(note).toContain('"I am excited to be planning');
      const currently = await simulated(currentlyPrompt, { identity: ayesha, planNote: note, feelingsNote: "I have felt calm." }, seed);
      expect(eventsToday(currently, ayesha)).toMatchObject([{ name: "the Valentine's Day party", place: "Hobbs Cafe", start: 1020, host: false }]);
      const items = await simulated(dailyRequirementPrompt, { identity: { ...ayesha, currently } }, seed);
      if (items.some((item) => item.startsWith("attend the Valentine's Day party at Hobbs Cafe from 5:00 pm"))) planned++;
    }
    expect(planned).toBeGreaterThanOrEqual(10);
    expect(planned).toBeLessThan(20);
  });

  it("work at the counter goes to the workplace when the usual plan, rewritten item by item, no longer names it", async () => {
    const cases = [
      { name: "Isabella Rodriguez", home: "Isabella Rodriguez's apartment", work: "Hobbs Cafe", activity: "standing at the counter (taking orders)",
        plan: "1) wake up and complete the morning routine at 6:00 am, 2) open Hobbs Cafe at 8:00 am, 3) stand at the counter from 9:00 am to 8:00 pm" },
      { name: "John Lin", home: "Lin family's house", work: "The Willows Market and Pharmacy", activity: "standing behind the counter (ringing up purchases)",
        plan: "1) wake up and complete the morning routine at 6:00 am, 2) stand behind the counter from 10:00 am to 5:00 pm, 3) eat lunch at 12:00 pm" },
      { name: "Carmen Ortiz", home: "Tamara Taylor and Carmen Ortiz's house", work: "Harvey Oak Supply Store", activity: "standing behind its counter (restocking the display)",
        plan: "1) wake up and complete the morning routine at 7:00 am, 2) have breakfast at 8:00 am, 3) stand behind its counter at 9:00 am" },
    ];
    const sectors = ["Hobbs Cafe", "The Willows Market and Pharmacy", "Harvey Oak Supply Store", "Johnson Park", "The Rose and Crown Pub", "Oak Hill College"];
    for (const c of cases) {
      const identity = villePerson(c.name, FEB14, { dailyPlanReq: c.plan });
      const sector = await simulated(actionSectorPrompt, {
        identity,
        activity: c.activity,
        livingSector: c.home,
        livingArenas: ["main room", "bathroom", "kitchen"],
        currentSector: c.home,
        currentArenas: ["main room", "bathroom", "kitchen"],
        accessibleSectors: [c.home, ...sectors],
      });
      expect(sector, c.name).toBe(c.work);
    }
  });
});
