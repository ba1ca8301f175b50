/**
 * The contract between the shell and the remotes: every remote the shell can route to exposes
 * `./App` whose default export is a React component taking no props. Breaking it (renaming the
 * exposed module, exporting something else) fails here, before shoppers see it.
 */
import { apps, remoteKinds } from '../../federation.apps.ts';
import { REMOTE_LABELS } from '../../shell/src/remotes/labels.ts';
import { DEFAULT_CONFIG } from '../../shell/src/runtime-config.ts';

describe.each(remoteKinds)('remote %s', (remote) => {
  it('is known to the shell (runtime config and labels)', () => {
    expect(Object.keys(DEFAULT_CONFIG.remotes)).toContain(remote);
    expect(REMOTE_LABELS[remote]).toEqual(expect.any(String));
  });

  it('exposes ./App whose default export is a component', async () => {
    const exposed = apps[remote].exposes?.['./App'];
    expect(exposed).toBeDefined();
    const module = (await import(`../../${exposed?.replace(/^\.\//, '')}`)) as { default: unknown };
    expect(typeof module.default).toBe('function');
    expect((module.default as (props: object) => unknown).length).toBeLessThanOrEqual(1);
  });
});

it('the shell routes to exactly the remotes the builds define', () => {
  expect(Object.keys(DEFAULT_CONFIG.remotes).sort()).toEqual([...remoteKinds].sort());
});
