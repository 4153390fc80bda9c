import { limits } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, toast } from './use-toast';

describe('toast store', () => {
  it('keeps only one toast visible, the newest, for 5000 ms by default', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const visible = getToasts();
    expect(visible).toHaveLength(limits.toastLimit);
    expect(visible[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true, duration: 5000 });
  });

  it('closes a dismissed toast', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
  });
});
