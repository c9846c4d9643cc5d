/**
 * The role's system prefix (MetaGPT `_get_prefix`): who the role is and what it is after, its constraints, and the
 * team it works in. A non-empty `desc` replaces all of it. The wording is ours; the parts and their order follow
 * the original (identity with profile, name and goal; constraints only when set; the environment only when it
 * has a description).
 */
export interface PrefixParts {
  name: string;
  profile: string;
  goal: string;
  constraints: string;
  desc: string;
  /** The environment the role is in, when it is in one. */
  env?: { desc: string; roleNames: readonly string[] } | null;
}

/**
 * A role's system text from its profile, name, goal and constraints (its `desc` when it has one), as MetaGPT's role
 * prefix.
 */
export function rolePrefix(parts: PrefixParts): string {
  if (parts.desc) return parts.desc;
  let prefix = `You act as ${parts.profile || "an assistant"}${parts.name ? `, and your name is ${parts.name}` : ""}. Your goal: ${parts.goal || "help as well as you can"}. `;
  if (parts.constraints) prefix += `Stay within these constraints: ${parts.constraints}. `;
  if (parts.env?.desc) {
    const others = parts.env.roleNames.filter((name) => name !== parts.name);
    prefix += `You work in ${parts.env.desc}${others.length ? `, alongside ${others.join(", ")}` : ""}. `;
  }
  return prefix;
}
