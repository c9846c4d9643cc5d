/**
 * MetaGPT's multi-agent tutorial (a coder, a tester and a reviewer hired into a Team), ported the way a MetaGPT user
 * would port it: roles with class fields and set_actions / _watch in the constructor, actions that write their own
 * prompt and call `this._aask`, a tester whose `_act` runs its action with an extra argument, and `Team` with
 * hire / invest / runProject / run. The prompts are ours; the model is scripted and answers like a real one (prose
 * around markdown code fences).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { Message } from "../state/message.js";
import { Action, UserRequirement, type ActionContext } from "../tools/roles/action.js";
import { CodeParser, parseCode } from "../tools/roles/codeParser.js";
import type { HumanInputRequest } from "../tools/models/humanModel.js";
import { Role, type RoleInit } from "../drivers/roles/role.js";
import { RoleReactMode } from "../state/roleGraph.js";
import { Team } from "../drivers/roles/team.js";
import { ScriptedChatModel } from "./support/scriptedChatModel.js";

// --- the tutorial's actions and roles, ported --------------------------------------------------------------------

class SimpleWriteCode extends Action {
  override async run(history: Message[]): Promise<string> {
    const instruction = history.at(-1)?.content ?? "";
    const rsp = await this._aask(`Write a Python function that ${instruction}.\nGive only the code, in one \`\`\`python block.`);
    return CodeParser.parseCode({ text: rsp, lang: "python" });
  }
}

class SimpleWriteTest extends Action {
  override async run(history: Message[], _context?: ActionContext, k = 3): Promise<string> {
    const context = history.map((m) => m.content).join("\n\n");
    const rsp = await this._aask(
      `Here is the work so far:\n${context}\n\nWrite ${k} pytest unit tests for the function above; assume it is already imported.\nGive only the code, in one \`\`\`python block.`,
    );
    return parseCode(rsp, "python");
  }
}

class SimpleWriteReview extends Action {
  override async run(history: Message[]): Promise<string> {
    const context = history.map((m) => m.content).join("\n\n");
    return this._aask(`Here is the work so far:\n${context}\n\nReview the test cases and give one critical comment.`);
  }
}

class SimpleCoder extends Role {
  override name = "Alice";
  override profile = "SimpleCoder";
  constructor(init: RoleInit = {}) {
    super(init);
    this.watch([UserRequirement]);
    this.setActions([SimpleWriteCode]);
  }
}

class SimpleTester extends Role {
  override name = "Bob";
  override profile = "SimpleTester";
  constructor(init: RoleInit = {}) {
    super(init);
    this.setActions([SimpleWriteTest]);
    this.watch([SimpleWriteCode, SimpleWriteReview]);
  }
  protected override async _act(): Promise<Message> {
    const todo = this.rc.todo as SimpleWriteTest;
    const context = this.getMemories(); // everything it has seen
    const codeText = await todo.run(context, undefined, 5);
    return new Message({ content: codeText, role: this.profile, causeBy: todo });
  }
}

class SimpleReviewer extends Role {
  override name = "Charlie";
  override profile = "SimpleReviewer";
  constructor(init: RoleInit = {}) {
    super(init);
    this.setActions([SimpleWriteReview]);
    this.watch([SimpleWriteTest]);
  }
}

// --- a model that answers like a real one -------------------------------------------------------------------------

const IDEA = "returns the product of a list of numbers";

const CODE = `def product(numbers):
    """Return the product of the numbers in a list (1 for an empty list)."""
    result = 1
    for n in numbers:
        result *= n
    return result`;

const TESTS = [
  `import pytest


def test_positive_numbers():
    assert product([2, 3, 4]) == 24


def test_empty_list_is_one():
    assert product([]) == 1


def test_zero():
    assert product([5, 0, 2]) == 0


def test_negative_numbers():
    assert product([-2, 3]) == -6


def test_floats():
    assert product([0.5, 4]) == pytest.approx(2.0)`,
  `import pytest


def test_rejects_text():
    with pytest.raises(TypeError):
        product(["a", 2])


def test_single_number():
    assert product([7]) == 7`,
];

const REVIEWS = [
  "The tests cover the usual cases well. One critical gap: nothing checks non-numeric input — `product([\"a\", 2])` quietly returns `\"aa\"`. Add a test that expects a `TypeError`.",
  "**Critical comment:** `test_rejects_text` expects a `TypeError`, but the function as written never raises one, so this test will fail until `product` checks its input.",
];

/** One model for the whole team, answering each action's own prompt the way chat models do. */
function tutorialModel() {
  const asked = { tests: 0, reviews: 0 };
  return new ScriptedChatModel("team model", {
    role_aask: ({ prompt }: { prompt: string }) => {
      if (/pytest unit tests/.test(prompt)) {
        const first = asked.tests++ === 0;
        const tests = TESTS[first ? 0 : 1]!;
        return first ? `\`\`\`python\n${tests}\n\`\`\`` : `Good catch in the review. Here are the updated tests:\n\n\`\`\`python\n${tests}\n\`\`\``;
      }
      if (/Review the test cases/.test(prompt)) return REVIEWS[Math.min(asked.reviews++, 1)]!;
      return `Here's a straightforward implementation:\n\n\`\`\`python\n${CODE}\n\`\`\`\n\nStarting from 1 means an empty list gives 1, the identity for multiplication.`;
    },
  });
}

const quiet = () => {
  const warnings: string[] = [];
  return { warnings, warn: (m: string) => void warnings.push(m) };
};
const line = (m: Message) => `${m.sentFrom || m.role}(${m.causeBy}): ${m.content.split("\n")[0]}`;

describe("MetaGPT's tutorial team, ported", () => {
  it("codes, tests, reviews, then tests and reviews again in five rounds", async () => {
    const model = tutorialModel();
    const team = new Team({ context: { chatModel: model } });
    team.hire([new SimpleCoder(), new SimpleTester(), new SimpleReviewer()]);
    team.invest(3.0);
    team.runProject(IDEA);
    const history = await team.run({ nRound: 5 });

    expect(history.get().map(line)).toEqual([
      `Human(UserRequirement): ${IDEA}`,
      "SimpleCoder(SimpleWriteCode): def product(numbers):",
      "SimpleTester(SimpleWriteTest): import pytest",
      "SimpleReviewer(SimpleWriteReview): The tests cover the usual cases well. One critical gap: nothing checks non-numeric input — `product([\"a\", 2])` quietly returns `\"aa\"`. Add a test that expects a `TypeError`.",
      "SimpleTester(SimpleWriteTest): import pytest",
      "SimpleReviewer(SimpleWriteReview): **Critical comment:** `test_rejects_text` expects a `TypeError`, but the function as written never raises one, so this test will fail until `product` checks its input.",
    ]);
    const [, code, tests, , retests] = history.get();
    expect(code!.content).toBe(CODE); // the prose and the fence are gone
    expect(code!.agent).toBe("Alice(SimpleCoder)");
    expect([tests!.content, tests!.role]).toEqual([TESTS[0], "SimpleTester"]);
    expect(retests!.content).toBe(TESTS[1]);

    // each prompt carried what the role had seen: the tester saw the code (and asked for 5 tests), then the review
    const prompts = model.calls.map((c) => c.text);
    expect(prompts).toHaveLength(5);
    expect(prompts[0]).toMatch(/^You act as SimpleCoder, and your name is Alice\./);
    expect(prompts[1]).toContain("def product(numbers):");
    expect(prompts[1]).toContain("Write 5 pytest unit tests");
    expect(prompts[2]).toContain("def test_positive_numbers");
    expect(prompts[3]).toContain("One critical gap");
    expect(team.usage.role_aask).toMatchObject({ calls: 5, fallbacks: 0 });
    expect(team.investment).toBe(3.0);
  });

  it("with a human reviewer (is_human), the team pauses for the person and goes on with their review", async () => {
    const model = tutorialModel();
    const log = quiet();
    const team = new Team({ context: { chatModel: model, logger: log } });
    team.hire([new SimpleCoder(), new SimpleTester(), new SimpleReviewer({ isHuman: true })]);
    team.runProject(IDEA);
    await team.run(5);

    expect(team.waiting.map((w) => w.role)).toEqual(["Charlie"]);
    const request = team.waiting[0]!.request as HumanInputRequest;
    expect(request).toMatchObject({ kind: "human input", role: "Charlie(SimpleReviewer)", promptId: "role_aask" });
    expect(request.request).toContain("def test_positive_numbers"); // the person reviews the tests they are shown
    expect(log.warnings).toEqual([
      "the team paused: Charlie waits for its answer to role_aask. Answer with team.resume(name, answer), then run again.",
    ]);

    const review = "The float test hides a rounding question: what should product([0.1, 3]) give? Pin it down with pytest.approx.";
    await team.resume("Charlie", review);
    await team.run(5);
    expect(team.env.history.get().slice(3).map(line)).toEqual([
      `SimpleReviewer(SimpleWriteReview): ${review}`,
      "SimpleTester(SimpleWriteTest): import pytest",
    ]);
    expect(model.calls.at(-1)!.text).toContain("Pin it down with pytest.approx"); // the tester read the person's review
    expect(team.waiting.map((w) => w.role)).toEqual(["Charlie"]); // asked again about the new tests
  });
});

describe("MetaGPT's single-agent tutorial (a coder that writes code, then runs it, by order), ported", () => {
  class WriteSnippet extends Action {
    override async run(history: Message[]): Promise<string> {
      const rsp = await this._aask(`Write a JavaScript snippet that ${history.at(-1)?.content}, printing the result.\nGive only the code, in one \`\`\`js block.`);
      return parseCode(rsp, "js");
    }
  }
  /** Runs the snippet with this Node, for real. */
  class RunSnippet extends Action {
    override async run(history: Message[]): Promise<string> {
      return execFileSync(process.execPath, ["-e", history.at(-1)!.content], { encoding: "utf8", timeout: 30_000 }).trim();
    }
  }
  class RunnableCoder extends Role {
    override name = "Alice";
    override profile = "RunnableCoder";
    constructor(init: RoleInit = {}) {
      super(init);
      this.setActions([WriteSnippet, RunSnippet]);
      this.setReactMode(RoleReactMode.BY_ORDER);
    }
    protected override async _act(): Promise<Message> {
      const todo = this.rc.todo!;
      const latest = this.getMemories(1)[0]!; // the most recent message
      const result = String(await todo.run([latest]));
      const message = new Message({ content: result, role: this.profile, causeBy: todo });
      this.rc.memory.add(message);
      return message;
    }
  }

  it("writes the snippet, runs it, and answers with what it printed", async () => {
    const model = new ScriptedChatModel("coder's model", {
      role_aask: "Sure! This multiplies them with `reduce`:\n\n```js\nconsole.log([1, 2, 3, 4].reduce((a, b) => a * b, 1));\n```",
    });
    const coder = new RunnableCoder({ llm: model });
    const reply = await coder.run("multiplies the numbers 1 to 4");
    expect([reply!.content, reply!.causeBy]).toEqual(["24", "RunSnippet"]);
    expect(coder.getMemories().map((m) => [m.causeBy, m.content])).toEqual([
      ["UserRequirement", "multiplies the numbers 1 to 4"],
      ["WriteSnippet", "console.log([1, 2, 3, 4].reduce((a, b) => a * b, 1));"],
      ["RunSnippet", "24"],
    ]);
    expect(model.count()).toBe(1); // by order: no state choice asked
  });
});

describe("Team", () => {
  it("runProject sends the idea to one role when asked; run stops once everyone is idle", async () => {
    const model = tutorialModel();
    const coder = new SimpleCoder();
    const tester = new SimpleTester();
    const team = new Team({ roles: [coder, tester], context: { chatModel: model } });
    const history = await team.run({ nRound: 10, idea: IDEA, sendTo: "Alice" });
    expect(history.get().map((m) => m.sentFrom || m.role)).toEqual(["Human", "SimpleCoder", "SimpleTester"]);
    expect([...history.get()[0]!.sendTo]).toEqual(["Alice"]);
    expect(tester.getMemories().map((m) => m.causeBy)).toEqual(["SimpleWriteCode"]); // never got the idea
    expect(team.env.isIdle).toBe(true);
    expect(model.count()).toBe(2);
  });

  it("a watch entry that is not there (a class used before it is defined, a typo'd import) is a clear error", () => {
    const NotImported = undefined as unknown as typeof SimpleWriteCode;
    expect(() => new Role({ name: "Dee" }).watch([SimpleWriteCode, NotImported])).toThrow(/Role Dee: watch entry 1 is undefined; give an action class/);
  });

  it("invest rejects what is not an amount", () => {
    expect(() => new Team().invest(Number.NaN)).toThrow(/investment must be a number >= 0/);
  });
});

describe("parseCode (MetaGPT CodeParser.parse_code)", () => {
  it("takes the code of the first fenced block, of the language asked for; else the text", () => {
    expect(parseCode("Sure:\n\n```python\nx = 1\n```\n\nDone.")).toBe("x = 1");
    expect(parseCode("```bash\npip install pytest\n```\n```python\nimport pytest\n```", "python")).toBe("import pytest");
    expect(parseCode("```python\ndef f():\n    return 1\n")).toBe("def f():\n    return 1"); // a cut-off answer
    expect(parseCode("  x = 1  \n")).toBe("x = 1");
    expect(CodeParser.parseCode({ text: "```py\nprint(1)\n```" })).toBe("print(1)");
  });
});
