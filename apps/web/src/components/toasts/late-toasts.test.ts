import { describe, expect, it, vi } from 'vitest';
import { createLateToasts, type Toasts } from './late-toasts';

/** Real-looking hooks: message calls return a hide function that is also a promise, as antd's do. */
function fakeHooks() {
  const shown: string[] = [];
  const hidden: string[] = [];
  const open = (text: string) => {
    shown.push(text);
    return Object.assign(() => void hidden.push(text), { then: (done: (closed: boolean) => unknown) => Promise.resolve(true).then(done) });
  };
  const confirm = vi.fn(() => ({ destroy: vi.fn(), update: vi.fn() }));
  const api = {
    message: { success: open, error: open, loading: open, destroy: vi.fn() },
    notification: { success: vi.fn() },
    modal: { confirm },
  } as unknown as Toasts;
  return { api, shown, hidden, confirm };
}

describe('toast calls made before the hooks load', () => {
  it('asks for the hooks once and runs the calls in order when they arrive', () => {
    const onFirstCall = vi.fn();
    const late = createLateToasts(onFirstCall);
    late.toasts.message.success('saved');
    late.toasts.message.error('failed');
    expect(onFirstCall).toHaveBeenCalled();
    const hooks = fakeHooks();
    late.deliver(hooks.api);
    expect(hooks.shown).toEqual(['saved', 'failed']);
    // later calls go straight through
    late.toasts.message.success('again');
    expect(hooks.shown).toEqual(['saved', 'failed', 'again']);
  });

  it('never shows a message hidden before the hooks arrived, and hides one hidden after', async () => {
    const late = createLateToasts(() => {});
    const cancelled = late.toasts.message.loading('uploading', 0);
    cancelled();
    const kept = late.toasts.message.loading('still uploading', 0);
    const hooks = fakeHooks();
    late.deliver(hooks.api);
    expect(hooks.shown).toEqual(['still uploading']);
    kept();
    expect(hooks.hidden).toEqual(['still uploading']);
    await expect(late.toasts.message.success('done')).resolves.toBe(true);
  });

  it('hands a confirmation its arguments and lets it be awaited, updated and closed', async () => {
    const late = createLateToasts(() => {});
    const dialog = late.toasts.modal.confirm({ title: 'Sure?' });
    const hooks = fakeHooks();
    late.deliver(hooks.api);
    await dialog;
    expect(hooks.confirm).toHaveBeenCalledWith({ title: 'Sure?' });
    dialog.update({ title: 'Really sure?' });
    await Promise.resolve();
    const real = hooks.confirm.mock.results[0].value as { destroy: () => void; update: (c: unknown) => void };
    expect(real.update).toHaveBeenCalledWith({ title: 'Really sure?' });
    dialog.destroy();
    expect(real.destroy).toHaveBeenCalled();
  });
});
