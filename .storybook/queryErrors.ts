import { configure, getConfig } from 'storybook/test';

const printsThePage = getConfig().getElementError;

/** testing-library's own flag, set while a wait retries (not in its types; absent, every error prints the page). */
const retrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

/**
 * A query that finds nothing prints the page into its error. Inside a wait (findBy…, waitFor) each
 * retry throws such an error and only the last one is ever read, so the retries keep the message
 * alone: printing a list of 600 orders on every retry made one wait take seconds. The error a wait
 * finally fails with, and any query outside a wait, still show the page.
 */
configure({
  getElementError(message, container) {
    if (!retrying()) return printsThePage(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
