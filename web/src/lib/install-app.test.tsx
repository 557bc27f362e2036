import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeInstallDialog, installApp, startInstallApp, useInstallApp } from './install-app';

/** A `beforeinstallprompt` as Chromium fires it. */
function offerPrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return { event, prompt };
}

describe('installing the app (decision 80)', () => {
  // One start for the file: the listeners live as long as the page, as in the app.
  startInstallApp(false);

  it('without a browser prompt, the link opens the dialog that explains how to add it to the home screen', async () => {
    const { result } = renderHook(() => useInstallApp());
    expect(result.current).toEqual({ canPrompt: false, installed: false, dialogOpen: false });
    await act(() => installApp());
    expect(result.current.dialogOpen).toBe(true);
    act(() => closeInstallDialog());
    expect(result.current.dialogOpen).toBe(false);
  });

  it('keeps the browser prompt for the link, opens it once, and knows when the app was installed', async () => {
    const { result } = renderHook(() => useInstallApp());
    let offered!: ReturnType<typeof offerPrompt>;
    act(() => {
      offered = offerPrompt('accepted');
    });
    expect(offered.event.defaultPrevented).toBe(true); // no mini bar of the browser's own
    expect(result.current.canPrompt).toBe(true);
    await act(() => installApp());
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ canPrompt: false, installed: true, dialogOpen: false });
  });

  it('a dismissed prompt is used up: the next click explains instead', async () => {
    const { result } = renderHook(() => useInstallApp());
    let offered!: ReturnType<typeof offerPrompt>;
    act(() => {
      offered = offerPrompt('dismissed');
    });
    await act(() => installApp());
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    await act(() => installApp());
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.dialogOpen).toBe(true);
    act(() => closeInstallDialog());
  });
});
