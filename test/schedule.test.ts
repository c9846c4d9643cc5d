import { describe, expect, it } from "vitest";
import type { ScheduleEntry, Utterance } from "../state/persona.js";
import {
  canDecompose,
  compressHourly,
  decomposeEntry,
  entriesToDecompose,
  fillDay,
  fitToMinutes,
  hasEnoughDiversity,
  hourlyWithDiversityRetries,
  hourlyWithSleep,
  isSubtaskName,
  minutesIntoDay,
  normalizeSubtasks,
  scheduleIndexAt,
  scheduleTotal,
  sleepRuleAllows,
  spliceDecomposition,
  startMinuteOf,
} from "../state/schedule.js";
import {
  actionEnd,
  actionFinished,
  assembleReplan,
  ceilToMinute,
  chatDurationMinutes,
  chatEndTime,
  clearFinishedChat,
  decrementCooldowns,
  failSafeFill,
  insertAtNow,
  nestUnderMain,
  replanWindow,
  startCooldown,
  tickChatState,
} from "../state/replan.js";
import { DEFAULT_THRESHOLDS, resolveThresholds } from "../state/thresholds.js";
import { addSeconds } from "../state/gameTime.js";

const t = DEFAULT_THRESHOLDS;
const day = "2023-02-13";
const at = (hm: string) => `${day}T${hm}`;

/** Small seeded generator (mulberry32), so the property test is reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe("long-term planning", () => {
  it("merges consecutive duplicates at 60 minutes per hour", () => {
    expect(compressHourly(["sleeping", "sleeping", "breakfast", "work", "work", "work", "sleeping"])).toEqual([
      ["sleeping", 120],
      ["breakfast", 60],
      ["work", 180],
      ["sleeping", 60],
    ]);
    expect(compressHourly([])).toEqual([]);
  });

  it("sleeps before the wake-up hour and always covers the day", () => {
    const hourly = hourlyWithSleep(6, ["a", "b"], t);
    expect(hourly).toHaveLength(24);
    expect(hourly.slice(0, 6)).toEqual(Array(6).fill("sleeping"));
    expect(hourly.slice(6, 8)).toEqual(["a", "b"]);
    expect(hourly.slice(8)).toEqual(Array(16).fill("sleeping"));
    expect(hourlyWithSleep(22, ["a", "b", "c", "d"], t).slice(22)).toEqual(["a", "b"]);
    expect(hourlyWithSleep(-3, ["a"], t)[0]).toBe("a");
    expect(hourlyWithSleep(Number.NaN, [], t).indexOf("sleeping")).toBe(0);
    expect(hourlyWithSleep(Number.NaN, Array(24).fill("x"), t).indexOf("x")).toBe(t.wakeUpHourFailSafe);
  });

  it("judges diversity by the threshold", () => {
    expect(hasEnoughDiversity(["a", "b", "c", "d"], t)).toBe(false);
    expect(hasEnoughDiversity(["a", "b", "c", "d", "e"], t)).toBe(true);
    expect(hasEnoughDiversity(["a", "b", "c", "d"], { hourlyScheduleMinDistinctActivities: 4 })).toBe(true);
  });

  it("retries up to the try count while too few activities, keeping the leading sleep on every try", async () => {
    const asked: Array<[number, number]> = [];
    const dull = async (attempt: number, hours: number) => {
      asked.push([attempt, hours]);
      return Array<string>(hours).fill("working");
    };
    const hourly = await hourlyWithDiversityRetries(dull, 7, t);
    expect(asked).toEqual([[1, 17], [2, 17], [3, 17]]);
    expect(hourly.slice(0, 7)).toEqual(Array(7).fill("sleeping")); // the original's retries lost this
    expect(hourly[7]).toBe("working");

    asked.length = 0;
    const varied = async (attempt: number, hours: number) => {
      asked.push([attempt, hours]);
      return Array.from({ length: hours }, (_, i) => `act ${i % 5}`);
    };
    await hourlyWithDiversityRetries(varied, 7, t);
    expect(asked).toHaveLength(1);
  });
});

describe("locating the current entry", () => {
  const schedule: ScheduleEntry[] = [["sleeping", 360], ["breakfast", 60], ["", 0], ["work", 240]];
  it("counts whole minutes since midnight", () => {
    expect(minutesIntoDay(at("07:30:59"))).toBe(450);
    expect(minutesIntoDay(at("00:00:00"))).toBe(0);
  });
  it("places an action at now rounded up to the minute, where its end is counted from", () => {
    expect(startMinuteOf(at("08:12:00"))).toBe(492);
    expect(startMinuteOf(at("08:12:10"))).toBe(493);
    expect(startMinuteOf(at("23:59:50"))).toBe(1440);
  });
  it("returns the entry whose cumulative end is after now, skipping zero-length entries", () => {
    expect(scheduleIndexAt(schedule, 0)).toBe(0);
    expect(scheduleIndexAt(schedule, 359)).toBe(0);
    expect(scheduleIndexAt(schedule, 360)).toBe(1);
    expect(scheduleIndexAt(schedule, 420)).toBe(3);
    expect(scheduleIndexAt(schedule, 660)).toBe(4); // past the end: the length
  });
});

describe("decomposition rules", () => {
  it("never decomposes sleeping / asleep / in bed", () => {
    for (const a of ["sleeping", "Sleeping soundly", "fast asleep", "reading in bed"]) {
      expect(sleepRuleAllows(a, 30, t)).toBe(false);
      expect(canDecompose(a, 60, t)).toBe(false);
    }
  });
  it("decomposes sleep / bed only when at most the short-sleep limit", () => {
    expect(canDecompose("taking a short sleep", 60, t)).toBe(true);
    expect(canDecompose("taking a short sleep", 65, t)).toBe(false);
    expect(canDecompose("making the bed", 60, t)).toBe(true);
    expect(canDecompose("making the bed", 120, t)).toBe(false);
    expect(canDecompose("making the bed", 120, { ...t, shortSleepMaxMinutes: 120 })).toBe(true);
  });
  it("decomposes other activities from the threshold on", () => {
    expect(canDecompose("painting", 59, t)).toBe(false);
    expect(canDecompose("painting", 60, t)).toBe(true);
    expect(canDecompose("painting", 30, { ...t, decompositionThresholdMinutes: 30 })).toBe(true);
  });
  it("never decomposes a subtask again, whatever its length (the original did: 'x (a) (b)')", () => {
    expect(isSubtaskName("painting (mixing colours)")).toBe(true);
    expect(isSubtaskName("working (conversing about the fair)")).toBe(true);
    expect(isSubtaskName("painting")).toBe(false);
    expect(isSubtaskName("(draft)")).toBe(false);
    expect(canDecompose("painting (mixing colours)", 90, t)).toBe(false);
    // A re-plan fill that leaves a subtask of an hour or more ahead: the look-ahead lands on it and leaves it whole.
    const filled: ScheduleEntry[] = [["waking up", 60], ["serving customers", 30], ["serving customers (plating the food)", 90], ["sleeping", 1260]];
    expect(entriesToDecompose(filled, at("01:10:00"), t)).toEqual([]);
  });
  it("names subtasks with one level of parentheses: a subtask's own become commas", () => {
    expect(decomposeEntry("baking", [["kneading (rye dough)", 30], ["shaping ()", 30]], 60, t)).toEqual([
      ["baking (kneading, rye dough)", 30],
      ["baking (shaping)", 30],
    ]);
  });

  const day1: ScheduleEntry[] = [
    ["waking up", 60], // 00:00
    ["painting", 120], // 01:00
    ["lunch", 60], // 03:00
    ["writing", 120], // 04:00
    ["sleeping", 1080], // 06:00
  ];
  it("on the first entry: current, the look-ahead entry and the one after, highest index first", () => {
    expect(entriesToDecompose(day1, at("00:00:00"), t)).toEqual([2, 1, 0]);
  });
  it("otherwise only the entry the look-ahead lands on", () => {
    expect(entriesToDecompose(day1, at("03:10:00"), t)).toEqual([3]);
    expect(entriesToDecompose(day1, at("02:00:00"), t)).toEqual([2]);
    expect(entriesToDecompose(day1, at("02:00:00"), { ...t, decompositionThresholdMinutes: 90 })).toEqual([]);
    expect(entriesToDecompose(day1, at("05:30:00"), t)).toEqual([]); // sleeping
  });
  it("reads the look-ahead from thresholds", () => {
    expect(entriesToDecompose(day1, at("02:10:00"), { ...t, decompositionLookAheadMinutes: 0 })).toEqual([1]);
  });
  it("never decomposes from the late hour on", () => {
    const late: ScheduleEntry[] = [["sleeping", 22 * 60 + 30], ["reading a novel", 90]];
    expect(entriesToDecompose(late, at("22:29:00"), t)).toEqual([1]);
    expect(entriesToDecompose(late, at("23:00:00"), t)).toEqual([]);
    expect(entriesToDecompose(late, at("22:29:00"), { ...t, lateHourCutoff: 22 })).toEqual([]);
  });
  it("gives indices that stay valid while splicing in the given order (the original's went stale)", () => {
    let schedule = day1;
    const targets = entriesToDecompose(schedule, at("00:00:00"), t).map((i) => schedule[i]![0]);
    for (const i of entriesToDecompose(schedule, at("00:00:00"), t)) {
      const [task, minutes] = schedule[i]!;
      schedule = spliceDecomposition(schedule, i, decomposeEntry(task, [["part", 30], ["more", 30]], minutes, t));
    }
    expect(targets).toEqual(["lunch", "painting", "waking up"]);
    expect(schedule.map(([a]) => a)).toEqual([
      "waking up (part)", "waking up (more)", "painting (part)", "painting (more)", "lunch (part)", "lunch (more)",
      "writing", "sleeping",
    ]);
    expect(schedule[3]).toEqual(["painting (more)", 90]);
    expect(scheduleTotal(schedule)).toBe(1440);
  });
});

describe("subtask normalisation", () => {
  it("renames subtasks '<task> (<subtask>)' and sums to the entry in 5-minute steps", () => {
    const subtasks: ScheduleEntry[] = [["mixing colours", 15], ["sketching", 30], ["cleaning brushes", 15]];
    expect(decomposeEntry("painting", subtasks, 60, t)).toEqual([
      ["painting (mixing colours)", 15],
      ["painting (sketching)", 30],
      ["painting (cleaning brushes)", 15],
    ]);
  });
  it("drops zero, negative, non-finite and nameless subtasks and floors odd durations (at least one step)", () => {
    const garbage: ScheduleEntry[] = [["a", 0], ["b", -10], ["c", Number.NaN], ["  ", 20], ["d", 7], ["e", 3]];
    expect(normalizeSubtasks(garbage, 60, t)).toEqual([["d", 5], ["e", 55]]);
  });
  it("cuts a list that is too long and lengthens one that is too short", () => {
    expect(normalizeSubtasks([["a", 40], ["b", 40], ["c", 40]], 60, t)).toEqual([["a", 40], ["b", 20]]);
    expect(normalizeSubtasks([["a", 10]], 60, t)).toEqual([["a", 60]]);
  });
  it("merges consecutive equal names", () => {
    expect(normalizeSubtasks([["a", 10], ["a", 10], ["b", 40]], 60, t)).toEqual([["a", 20], ["b", 40]]);
  });
  it("gives the odd minutes of a total off the grid to the last subtask", () => {
    expect(normalizeSubtasks([["a", 30], ["b", 30]], 67, t)).toEqual([["a", 30], ["b", 37]]);
    expect(normalizeSubtasks([["a", 30]], 3, t)).toEqual([["a", 3]]);
  });
  it("returns nothing for nothing usable; decomposeEntry then keeps the entry whole", () => {
    expect(normalizeSubtasks([], 60, t)).toEqual([]);
    expect(normalizeSubtasks([["a", 30]], 0, t)).toEqual([]);
    expect(decomposeEntry("painting", [["", 10]], 90, t)).toEqual([["painting", 90]]);
  });
  it("reads the granularity from thresholds", () => {
    expect(normalizeSubtasks([["a", 14], ["b", 14]], 60, { subtaskGranularityMinutes: 10 })).toEqual([
      ["a", 10],
      ["b", 50],
    ]);
  });

  it("property: any garbage list sums to the total in positive granularity steps (seeded, 2000 cases)", () => {
    const random = seeded(20230213);
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    for (let n = 0; n < 2000; n++) {
      const step = [1, 5, 10, 15][int(0, 3)]!;
      const total = random() < 0.8 ? step * int(1, 60) : int(1, 400);
      const subtasks: ScheduleEntry[] = Array.from({ length: int(0, 25) }, () => {
        const roll = random();
        const minutes = roll < 0.1 ? 0 : roll < 0.2 ? -int(1, 50) : roll < 0.25 ? Number.NaN : int(1, 200);
        return [random() < 0.1 ? "" : `task ${int(0, 4)}`, minutes];
      });
      const out = normalizeSubtasks(subtasks, total, { subtaskGranularityMinutes: step });
      const usable = subtasks.some(([name, m]) => name.trim() !== "" && m > 0);
      if (!usable) {
        expect(out).toEqual([]);
        continue;
      }
      expect(scheduleTotal(out)).toBe(total);
      out.forEach(([name, minutes], i) => {
        expect(name).not.toBe("");
        expect(minutes).toBeGreaterThan(0);
        if (i < out.length - 1) expect(minutes % step).toBe(0);
        if (i > 0) expect(name).not.toBe(out[i - 1]![0]);
      });
      expect(out.at(-1)![1] % step).toBe(total % step);
    }
  });
});

describe("splicing and filling the day", () => {
  it("replaces one entry and leaves the input alone", () => {
    const schedule: ScheduleEntry[] = [["a", 60], ["b", 60]];
    expect(spliceDecomposition(schedule, 1, [["b (x)", 30], ["b (y)", 30]])).toEqual([
      ["a", 60], ["b (x)", 30], ["b (y)", 30],
    ]);
    expect(schedule).toEqual([["a", 60], ["b", 60]]);
    expect(spliceDecomposition(schedule, 5, [["z", 5]])).toEqual(schedule);
    expect(spliceDecomposition(schedule, 0, [])).toEqual(schedule);
  });

  it("appends sleeping only when the day is short", () => {
    expect(fillDay([["a", 600]], t)).toEqual([["a", 600], ["sleeping", 840]]);
    expect(fillDay([["a", 1440]], t)).toEqual([["a", 1440]]);
    expect(fillDay([["a", 1500]], t)).toEqual([["a", 1500]]);
    expect(fillDay([["a", 600]], { dayMinutes: 700 })).toEqual([["a", 600], ["sleeping", 100]]);
  });

  it("never piles up zero or negative entries over repeated calls (the original's bug)", () => {
    let schedule: ScheduleEntry[] = [["a", 600], ["sleeping", 0], ["b", -30]];
    for (let i = 0; i < 5; i++) schedule = fillDay(schedule, t);
    expect(schedule).toEqual([["a", 600], ["sleeping", 840]]);
    expect(schedule.every(([, m]) => m > 0)).toBe(true);
  });

  it("fits entries to a total", () => {
    expect(fitToMinutes([["a", 30], ["b", 30], ["c", 30]], 45)).toEqual([["a", 30], ["b", 15]]);
    expect(fitToMinutes([["a", 30], ["x", 0]], 45)).toEqual([["a", 45]]);
    expect(fitToMinutes([["a", 30]], 0)).toEqual([]);
  });
});

describe("action timing", () => {
  const action = {
    actAddress: "the Ville:Hobbs Cafe:cafe:counter",
    actStartTime: at("10:00:30"),
    actDuration: 15,
    chattingWith: null,
    chattingEndTime: null,
  };
  it("ends at the start rounded up to the minute + duration", () => {
    expect(ceilToMinute(at("10:00:30"))).toBe(at("10:01:00"));
    expect(ceilToMinute(at("10:00:00"))).toBe(at("10:00:00"));
    expect(actionEnd(action)).toBe(at("10:16:00"));
  });
  it("is finished when now >= end, so a step that skips the exact second still finishes", () => {
    expect(actionFinished(action, at("10:15:50"))).toBe(false);
    expect(actionFinished(action, at("10:16:00"))).toBe(true);
    // a 7-second step goes 10:15:55 -> 10:16:02; the original's equality test never fired
    expect(actionFinished(action, at("10:16:02"))).toBe(true);
    expect(actionFinished(action, at("11:30:00"))).toBe(true);
  });
  it("finishes exactly when the clock reaches the end actionEnd names, for any start, duration or chat end", () => {
    const random = seeded(7);
    for (let k = 0; k < 500; k++) {
      const minute = (n: number) => `${String(Math.floor(n / 60) % 24).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
      const start = `${minute(Math.floor(random() * 1440))}:${String(Math.floor(random() * 60)).padStart(2, "0")}`;
      const chat = random() < 0.3 ? at(`${minute(Math.floor(random() * 1440))}:00`) : null;
      const clock = { ...action, actStartTime: at(start), actDuration: Math.floor(random() * 200), chattingWith: chat ? "Maria Lopez" : null, chattingEndTime: chat };
      const end = actionEnd(clock)!;
      for (const now of [end, addSeconds(end, -10), addSeconds(end, 10), at("00:00:00"), "2023-02-14T12:00:00"]) {
        expect(actionFinished(clock, now), `${JSON.stringify(clock)} at ${now}`).toBe(now >= end);
      }
    }
  });
  it("compares dates too, across midnight", () => {
    const late = { ...action, actStartTime: at("23:50:00"), actDuration: 30 };
    expect(actionEnd(late)).toBe("2023-02-14T00:20:00");
    expect(actionFinished(late, at("23:59:50"))).toBe(false);
    expect(actionFinished(late, "2023-02-14T00:20:00")).toBe(true);
    const dayLong = { ...action, actStartTime: at("08:00:00"), actDuration: 1440 };
    expect(actionFinished(dayLong, at("09:00:00"))).toBe(false);
  });
  it("uses the chat end while chatting and treats no action as finished", () => {
    const chatting = { ...action, chattingWith: "Maria Lopez", chattingEndTime: at("10:40:00") };
    expect(actionEnd(chatting)).toBe(at("10:40:00"));
    expect(actionFinished(chatting, at("10:20:00"))).toBe(false);
    expect(actionFinished({ ...action, actAddress: null }, at("10:00:40"))).toBe(true);
    expect(actionFinished({ ...action, actDuration: null }, at("10:00:40"))).toBe(true);
  });
});

describe("conversation", () => {
  const line = (words: number): Utterance => ["Isabella Rodriguez", Array(words).fill("word").join(" ")];
  it("lasts words / words-per-minute, rounded up, at least one minute", () => {
    expect(chatDurationMinutes([line(30)], t)).toBe(1);
    expect(chatDurationMinutes([line(30), line(1)], t)).toBe(2);
    expect(chatDurationMinutes([line(20), line(40), line(30)], t)).toBe(3);
    expect(chatDurationMinutes([], t)).toBe(1);
    expect(chatDurationMinutes([line(30)], { conversationWordsPerMinute: 10 })).toBe(3);
  });
  it("ends at now rounded up to the minute + its minutes", () => {
    expect(chatEndTime(at("10:12:10"), 4)).toBe(at("10:17:00"));
  });
  it("sets the cooldown for the partner", () => {
    expect(startCooldown({ A: 3 }, "B", t)).toEqual({ A: 3, B: 800 });
    expect(startCooldown({}, "B", { chatCooldownTicks: 5 })).toEqual({ B: 5 });
  });
});

describe("re-plan window", () => {
  const hourly: ScheduleEntry[] = [
    ["sleeping", 420], ["breakfast", 60], ["painting", 60], ["lunch", 60], ["reading", 840],
  ];
  it("is the hourly block when it lasts at least the window minutes", () => {
    expect(replanWindow(hourly, hourly, at("03:00:00"), t)).toEqual({ startMinute: 0, endMinute: 420 });
  });
  it("is the current and the next block otherwise (the original's effective behaviour)", () => {
    expect(replanWindow(hourly, hourly, at("08:10:00"), t)).toEqual({ startMinute: 480, endMinute: 600 });
    expect(replanWindow(hourly, hourly, at("08:10:00"), { replanWindowMinutes: 60 })).toEqual({
      startMinute: 480,
      endMinute: 540,
    });
  });
  it("guards the last block (the original raised IndexError)", () => {
    const short: ScheduleEntry[] = [["sleeping", 1380], ["reading", 60]];
    expect(replanWindow(short, short, at("23:30:00"), t)).toEqual({ startMinute: 1380, endMinute: 1440 });
    expect(replanWindow([["a", 60]], [], at("05:00:00"), t)).toEqual({ startMinute: 300, endMinute: 300 });
  });
  it("uses the schedule as blocks when there is no hourly original", () => {
    expect(replanWindow([], [["a", 30], ["b", 200]], at("00:40:00"), t)).toEqual({ startMinute: 30, endMinute: 230 });
  });
});

describe("inserting a chat at now", () => {
  // 08:00-09:00 painting, decomposed; 09:00-10:00 lunch
  const schedule: ScheduleEntry[] = [
    ["sleeping", 480],
    ["painting (sketching)", 30],
    ["painting (mixing colours)", 30],
    ["lunch", 60],
    ["sleeping", 840],
  ];
  const hourly: ScheduleEntry[] = [["sleeping", 480], ["painting", 60], ["lunch", 60], ["sleeping", 840]];
  const now = at("08:12:40");
  const window = replanWindow(hourly, schedule, now, t);

  it("cuts the current entry at now and starts the chat there, not at the end of the subtask", () => {
    const chat: ScheduleEntry = [nestUnderMain("painting (sketching)", "conversing about the party"), 10];
    const ins = insertAtNow(schedule, now, window, chat);
    expect(window).toEqual({ startMinute: 480, endMinute: 600 });
    expect(ins.before).toEqual([["sleeping", 480]]);
    // At 08:12:40 the chat starts at 08:13 (now rounded up, as its end is counted): 13 minutes of sketching lived.
    expect(ins.lived).toEqual([["painting (sketching)", 13]]);
    expect(ins.inserted).toEqual(["painting (conversing about the party)", 10]);
    expect(ins.restMinutes).toBe(600 - 493 - 10);
    expect(ins.after).toEqual([["sleeping", 840]]);
    const replanned = assembleReplan(ins, null);
    expect(scheduleTotal(replanned)).toBe(1440);
    expect(scheduleIndexAt(replanned, startMinuteOf(now))).toBe(2);
    expect(replanned[2]).toEqual(["painting (conversing about the party)", 10]);
    expect(replanned.slice(0, 2)).toEqual([["sleeping", 480], ["painting (sketching)", 13]]);
  });

  it("ends the inserted entry when the chat ends, whatever the seconds of now (the original ended it a minute early)", () => {
    for (const start of [at("08:12:00"), at("08:12:10"), at("08:12:40")]) {
      const replanned = assembleReplan(insertAtNow(schedule, start, window, ["chat", 10]), null);
      const index = replanned.findIndex(([a]) => a === "chat");
      const entryEnd = scheduleTotal(replanned.slice(0, index + 1));
      expect(entryEnd, start).toBe(minutesIntoDay(chatEndTime(start, 10)));
    }
  });

  it("fails safe by resuming the interrupted plan, trimmed to the window", () => {
    const ins = insertAtNow(schedule, now, window, ["chat", 10]);
    expect(failSafeFill(ins)).toEqual([
      ["painting (sketching)", 17],
      ["painting (mixing colours)", 30],
      ["lunch", 50],
    ]);
  });

  it("uses a model fill that fits the rest of the window, and the fail-safe otherwise", () => {
    const ins = insertAtNow(schedule, now, window, ["chat", 10]);
    const fill: ScheduleEntry[] = [["painting (finishing)", 37], ["lunch", 60]];
    expect(assembleReplan(ins, fill).slice(3, 5)).toEqual(fill);
    const wrong: ScheduleEntry[] = [["painting (finishing)", 20]];
    expect(assembleReplan(ins, wrong).slice(3, 6)).toEqual(failSafeFill(ins));
    expect(assembleReplan(ins, [["", 97]]).slice(3, 6)).toEqual(failSafeFill(ins));
  });

  it("widens the window when the inserted action would overrun it", () => {
    const ins = insertAtNow(schedule, at("09:50:00"), window, ["waiting to start lunch", 30]);
    expect(ins.window).toEqual({ startMinute: 480, endMinute: 620 });
    expect(ins.restMinutes).toBe(0);
    expect(ins.after).toEqual([["sleeping", 820]]);
    const replanned = assembleReplan(ins, null);
    expect(scheduleTotal(replanned)).toBe(1440);
    expect(replanned.every(([, m]) => m > 0)).toBe(true);
  });

  it("names the inserted action under the main activity", () => {
    expect(nestUnderMain("painting (sketching)", "chatting")).toBe("painting (chatting)");
    expect(nestUnderMain("lunch", "chatting")).toBe("lunch (chatting)");
    expect(nestUnderMain("", "chatting")).toBe("chatting");
  });
});

describe("chat bookkeeping", () => {
  it("lowers every other cooldown by 1, floors at 0 and skips the current partner", () => {
    expect(decrementCooldowns({ A: 800, B: 1, C: 0, D: -1525, E: Number.NaN }, "A")).toEqual({
      A: 800,
      B: 0,
      C: 0,
      D: 0,
      E: 0,
    });
    expect(decrementCooldowns({ A: 800 }, null)).toEqual({ A: 799 });
  });

  const chatting = {
    actEvent: ["Isabella Rodriguez", "chat with", "Maria Lopez"] as [string, string, string],
    chattingWith: "Maria Lopez",
    chat: [["Isabella Rodriguez", "Hi!"]] as Utterance[],
    chattingEndTime: at("10:40:00"),
    chattingWithBuffer: { "Maria Lopez": 800, "Klaus Mueller": 3 },
  };
  it("keeps chat fields during a chat and clears them once the action is something else", () => {
    expect(clearFinishedChat(chatting)).toBe(chatting);
    const after = clearFinishedChat({ ...chatting, actEvent: ["Isabella Rodriguez", "is", "reading"] });
    expect(after).toMatchObject({ chattingWith: null, chat: null, chattingEndTime: null });
  });
  it("runs both each tick, in the original's order", () => {
    expect(tickChatState(chatting).chattingWithBuffer).toEqual({ "Maria Lopez": 800, "Klaus Mueller": 2 });
    const done = tickChatState({ ...chatting, actEvent: ["Isabella Rodriguez", "is", "reading"] });
    expect(done.chattingWith).toBeNull();
    expect(done.chattingWithBuffer).toEqual({ "Maria Lopez": 799, "Klaus Mueller": 2 });
  });
  it("sets the tick's other changes on the same copy, leaving the scratch it was given as it was", () => {
    const scratch = { ...chatting, actEvent: ["Isabella Rodriguez", "is", "reading"] as [string, string, string], currTime: at("10:00:00") };
    const before = structuredClone(scratch);
    const next = tickChatState(scratch, { currTime: at("10:00:10") });
    expect(next).toEqual({ ...tickChatState(scratch), currTime: at("10:00:10") });
    expect(scratch).toEqual(before);
  });
  it("uses resolved thresholds as well as the defaults", () => {
    expect(startCooldown({}, "B", resolveThresholds({ chatCooldownTicks: 400 }))).toEqual({ B: 400 });
  });
});
