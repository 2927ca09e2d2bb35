import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, NetworkError } from './api';

describe('errorMessage', () => {
  it("shows the server's message, and for a failure on its side the request's reference", () => {
    const body = (value: unknown) => JSON.stringify(value);
    expect(errorMessage(new ApiError(400, body({ message: 'Name is required', field: 'name' })))).toBe(
      'Name is required',
    );
    expect(
      errorMessage(
        new ApiError(
          500,
          body({
            message: 'Something went wrong on our side. Please try again.',
            requestId: '3f82852d-4e39-4231-9d90-af62c27bb46a',
          }),
        ),
      ),
    ).toBe('Something went wrong on our side. Please try again. (Reference: 3f82852d)');
    // A 4xx carries no reference, even with an id; a 5xx without JSON gets the fallback alone.
    expect(errorMessage(new ApiError(404, body({ message: 'Not found', requestId: 'abc' })))).toBe(
      'Not found',
    );
    expect(errorMessage(new ApiError(502, 'Bad Gateway'), 'Please try again later.')).toBe(
      'Please try again later.',
    );
    expect(errorMessage(new NetworkError(new TypeError('Failed to fetch')))).toMatch(/connection|offline/i);
  });
});
