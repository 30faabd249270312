import { describe, expect, it, vi } from 'vitest';
import { object, string, ValidationError } from 'yup';
import { lazySchema } from './lazySchema.ts';

const titleSchema = object({ title: string().required('Title is required') });

describe('lazySchema', () => {
  it('fetches the schema once, on first validation, and validates with it', async () => {
    const load = vi.fn(async () => titleSchema);
    const lazy = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.validate({ title: '' })).rejects.toBeInstanceOf(ValidationError);
    await expect(lazy.validate({ title: 'Kente' })).resolves.toEqual({ title: 'Kente' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets validation pass while the schema cannot be fetched, so the submit still runs and fails as a submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(titleSchema);
    const lazy = lazySchema(load);
    await expect(lazy.validate({ title: '' })).resolves.toEqual({ title: '' });
    // The next validation fetches again, and from then on the schema's errors are the form's.
    await expect(lazy.validate({ title: '' })).rejects.toThrow('Title is required');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects schema() while the schema cannot be fetched, and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(titleSchema);
    const lazy = lazySchema(load);
    await expect(lazy.schema()).rejects.toThrow('offline');
    await expect(lazy.schema()).resolves.toBe(titleSchema);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a submit the field errors that went unchecked while the schema could not be fetched', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(titleSchema);
    const lazy = lazySchema(load);
    await expect(lazy.validate({ title: '' })).resolves.toEqual({ title: '' }); // passed unchecked
    await expect(lazy.errorsOf({ title: '' })).resolves.toEqual({ title: 'Title is required' });
    await expect(lazy.errorsOf({ title: 'Kente' })).resolves.toEqual({});
  });

  it('gives a submit no field errors while the schema still cannot be fetched', async () => {
    const lazy = lazySchema(vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(lazy.errorsOf({ title: '' })).resolves.toEqual({});
  });
});
