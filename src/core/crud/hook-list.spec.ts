import { HookList } from './hook-list';

describe('a hook list (calls into the modules above, registered at start)', () => {
  it('runs every registered hook with the arguments, one after the other in registration order', async () => {
    const hooks = new HookList<[string, number]>();
    const calls: string[] = [];
    hooks.register(async (name, n) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`first ${name} ${n}`);
    });
    hooks.register(async (name, n) => void calls.push(`second ${name} ${n}`));
    await hooks.run('a', 1);
    expect(calls).toEqual(['first a 1', 'second a 1']);
  });

  it('stops at the first hook that throws (the write it runs in rolls back)', async () => {
    const hooks = new HookList<[]>();
    const calls: string[] = [];
    hooks.register(async () => {
      throw new Error('refused');
    });
    hooks.register(async () => void calls.push('second'));
    await expect(hooks.run()).rejects.toThrow('refused');
    expect(calls).toEqual([]);
  });

  it('does nothing when no module registered', async () => {
    await expect(new HookList<[number]>().run(1)).resolves.toBeUndefined();
  });
});
