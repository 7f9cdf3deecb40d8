import type { KitConfig, LoginMethodGroup } from '../../core/internal';

const defaultOrder: readonly LoginMethodGroup[] = ['code', 'social', 'passkey', 'wallet'];

export interface ShownMethod {
  method: LoginMethodGroup;
  /** An "or" divider above it: between the code form and the buttons, once on each side of the form. */
  divider: boolean;
}

/**
 * The login methods the contact screen shows, in the configuration's order (`methodOrder`: the
 * relay's order of enabledProviders, narrowed and reordered by local options), limited to the ones
 * `present`. A method present but missing from the order (a hand-made config) goes last.
 */
export function shownMethods(config: Pick<KitConfig, 'methodOrder'>, present: ReadonlySet<LoginMethodGroup>): ShownMethod[] {
  const order = [...(config.methodOrder ?? defaultOrder)];
  for (const method of defaultOrder) if (!order.includes(method)) order.push(method);
  const methods = order.filter((method) => present.has(method));
  return methods.map((method, index) => ({ method, divider: index > 0 && (method === 'code' || methods[index - 1] === 'code') }));
}
