/**
 * Policy conditions: the slice of the service's policy language the mock evaluates. The spec
 * calls `policyCondition` an "expression that triggers the effect" and shows no grammar; the mock
 * follows Turnkey's policy language for what it can know about an activity:
 *
 *   condition  := or
 *   or         := and ('||' and)*
 *   and        := unary ('&&' unary)*
 *   unary      := '!' unary | '(' or ')' | 'true' | 'false' | name ('==' | '!=') string
 *               | name 'in' '[' string (',' string)* ']'
 *   name       := activity.type | activity.resource | activity.action
 *   string     := '…' or "…" (no escapes)
 *
 * e.g. `activity.type == 'ACTIVITY_TYPE_UPDATE_USER'`, `activity.action == 'EXPORT'`,
 * `activity.resource == 'CREDENTIAL'` (resource and action per activity type:
 * activity-resources.ts). Other names (`eth.tx.to`, `wallet.id`, …) and functions are refused
 * naming the field, rather than silently never matching; so is a resource or action the policy
 * language does not define (`activity.resource == 'AUTHENTICATOR'`).
 */
import { invalidInput } from '../../core/errors';
import { policyActions, policyResources, resourceHints, type ActivityFacts } from './activity-resources';

export type { ActivityFacts } from './activity-resources';

/** A parsed condition: evaluates to true or false for an activity. */
export type PolicyCondition = (facts: ActivityFacts) => boolean;

export const maxConditionLength = 4096;
/** How deep parentheses and `!` may nest. */
const maxDepth = 32;

/** A name a condition may read: how to read it, and the values it can take when they are a closed set. */
interface ConditionName {
  read: (facts: ActivityFacts) => string | undefined;
  values?: readonly string[];
}

const names: Record<string, ConditionName> = {
  'activity.type': { read: (facts) => facts.type },
  'activity.resource': { read: (facts) => facts.resource, values: policyResources },
  'activity.action': { read: (facts) => facts.action, values: policyActions },
};

type Token =
  | { kind: 'punct'; value: '(' | ')' | '[' | ']' | ',' | '&&' | '||' | '!' | '==' | '!=' }
  | { kind: 'string'; value: string }
  | { kind: 'word'; value: string };

function tokenize(text: string, field: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const space = /^\s+/.exec(rest);
    if (space !== null) {
      index += space[0].length;
      continue;
    }
    const punct = /^(&&|\|\||==|!=|[()[\],!])/.exec(rest);
    if (punct !== null) {
      tokens.push({ kind: 'punct', value: punct[0] as Extract<Token, { kind: 'punct' }>['value'] });
      index += punct[0].length;
      continue;
    }
    const quoted = /^('([^']*)'|"([^"]*)")/.exec(rest);
    if (quoted !== null) {
      tokens.push({ kind: 'string', value: quoted[2] ?? quoted[3] ?? '' });
      index += quoted[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(rest);
    if (word !== null) {
      tokens.push({ kind: 'word', value: word[0] });
      index += word[0].length;
      continue;
    }
    throw invalidInput(field, `cannot be read at character ${index + 1} (${JSON.stringify(rest.slice(0, 12))})`);
  }
  return tokens;
}

class Parser {
  #index = 0;
  #depth = 0;
  readonly #tokens: Token[];
  readonly #field: string;

  constructor(tokens: Token[], field: string) {
    this.#tokens = tokens;
    this.#field = field;
  }

  parse(): PolicyCondition {
    if (this.#tokens.length === 0) throw invalidInput(this.#field, 'must not be empty');
    const condition = this.#or();
    const extra = this.#tokens[this.#index];
    if (extra !== undefined) throw this.#unexpected(extra, 'the end of the condition');
    return condition;
  }

  #peek(): Token | undefined {
    return this.#tokens[this.#index];
  }

  #next(expected: string): Token {
    const token = this.#tokens[this.#index];
    if (token === undefined) throw invalidInput(this.#field, `ends early: expected ${expected}`);
    this.#index += 1;
    return token;
  }

  #accept(value: string): boolean {
    const token = this.#peek();
    if (token?.kind !== 'punct' || token.value !== value) return false;
    this.#index += 1;
    return true;
  }

  #expect(value: string): void {
    const token = this.#next(`'${value}'`);
    if (token.kind !== 'punct' || token.value !== value) throw this.#unexpected(token, `'${value}'`);
  }

  #unexpected(token: Token, expected: string): Error {
    const shown = token.kind === 'string' ? `'${token.value}'` : token.value;
    return invalidInput(this.#field, `expected ${expected} but found ${shown}`);
  }

  #or(): PolicyCondition {
    let left = this.#and();
    while (this.#accept('||')) {
      const a = left;
      const b = this.#and();
      left = (facts) => a(facts) || b(facts);
    }
    return left;
  }

  #and(): PolicyCondition {
    let left = this.#unary();
    while (this.#accept('&&')) {
      const a = left;
      const b = this.#unary();
      left = (facts) => a(facts) && b(facts);
    }
    return left;
  }

  #unary(): PolicyCondition {
    if (this.#accept('!')) {
      const operand = this.#nested(() => this.#unary());
      return (facts) => !operand(facts);
    }
    if (this.#accept('(')) {
      const inner = this.#nested(() => this.#or());
      this.#expect(')');
      return inner;
    }
    const token = this.#next('a comparison, true or false');
    if (token.kind !== 'word') throw this.#unexpected(token, 'a comparison, true or false');
    if (token.value === 'true') return () => true;
    if (token.value === 'false') return () => false;
    const name = Object.hasOwn(names, token.value) ? names[token.value] : undefined;
    if (name === undefined) {
      throw invalidInput(this.#field, `names ${token.value}, which the mock cannot evaluate (it knows ${Object.keys(names).join(', ')})`);
    }
    return this.#comparison(token.value, name);
  }

  #nested(parse: () => PolicyCondition): PolicyCondition {
    if (this.#depth >= maxDepth) throw invalidInput(this.#field, `nests parentheses or '!' more than ${maxDepth} deep`);
    this.#depth += 1;
    try {
      return parse();
    } finally {
      this.#depth -= 1;
    }
  }

  #comparison(nameText: string, name: ConditionName): PolicyCondition {
    const { read } = name;
    const operator = this.#next("'==', '!=' or 'in'");
    if (operator.kind === 'word' && operator.value === 'in') {
      this.#expect('[');
      const values = [this.#string(nameText, name)];
      while (this.#accept(',')) values.push(this.#string(nameText, name));
      this.#expect(']');
      return (facts) => {
        const value = read(facts);
        return value !== undefined && values.includes(value);
      };
    }
    if (operator.kind !== 'punct' || (operator.value !== '==' && operator.value !== '!=')) throw this.#unexpected(operator, "'==', '!=' or 'in'");
    const value = this.#string(nameText, name);
    return operator.value === '==' ? (facts) => read(facts) === value : (facts) => read(facts) !== value;
  }

  /** A quoted string compared with `name`: one of its values when they are a closed set. */
  #string(nameText: string, name: ConditionName): string {
    const token = this.#next('a quoted string');
    if (token.kind !== 'string') throw this.#unexpected(token, 'a quoted string');
    if (name.values !== undefined && !name.values.includes(token.value)) {
      const hint = Object.hasOwn(resourceHints, token.value) ? ` (${resourceHints[token.value]})` : '';
      throw invalidInput(this.#field, `compares ${nameText} with '${token.value}', which the policy language does not define${hint}; one of ${name.values.join(', ')}`);
    }
    return token.value;
  }
}

/** Parses a condition; a malformed one is `invalid_input` naming `field` and what is wrong. */
export function parsePolicyCondition(text: string, field: string): PolicyCondition {
  if (text.length > maxConditionLength) throw invalidInput(field, `must be at most ${maxConditionLength} characters`);
  return new Parser(tokenize(text, field), field).parse();
}
