import { afterEach, describe, expect, it, vi } from 'vitest';

// The network is down: react-toastify cannot be fetched.
// What ./toast.ts fetches: react-toastify with its configured container (./ToastifyContainer.tsx).
vi.mock('./ToastifyContainer.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { plainToastStore, toast } = await import('./toast.ts');

afterEach(() => {
  for (const plain of plainToastStore.get()) plainToastStore.dismiss(plain.id);
});

describe('toast without react-toastify', () => {
  it('keeps each toast, in order, for Toasts to draw plainly, and tells its subscribers', async () => {
    const changed = vi.fn();
    const unsubscribe = plainToastStore.subscribe(changed);
    toast.error('Something went wrong!');
    toast.success('Product created successfully!');
    await vi.waitFor(() => expect(plainToastStore.get()).toHaveLength(2));
    expect(plainToastStore.get()).toMatchObject([
      { kind: 'error', message: 'Something went wrong!' },
      { kind: 'success', message: 'Product created successfully!' },
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('closes one toast by its id and leaves the others', async () => {
    toast.error('first');
    toast.error('second');
    await vi.waitFor(() => expect(plainToastStore.get()).toHaveLength(2));
    const [first] = plainToastStore.get();
    plainToastStore.dismiss(first!.id);
    expect(plainToastStore.get().map((plain) => plain.message)).toEqual(['second']);
  });
});
