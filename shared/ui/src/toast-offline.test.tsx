import { render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from './toast.tsx';

/** sonner's chunk cannot be fetched while this is true (the import rejects, as offline). */
let mockOffline = true;
jest.mock('sonner', () => {
  if (mockOffline) throw new Error('Loading chunk 130 failed');
  return jest.requireActual('sonner');
});

it('leaves the page as it is when sonner cannot be fetched, and tries again with the next toast', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <>
      <p>Still here</p>
      <Toaster />
    </>,
  );
  toast.error('Could not reach the store');
  await waitFor(() => expect(warn).toHaveBeenCalledWith('[toast] could not load sonner:', expect.any(Error)));
  expect(screen.getByText('Still here')).toBeInTheDocument();
  expect(screen.queryByText('Could not reach the store')).not.toBeInTheDocument();

  mockOffline = false;
  toast.error('Back online');
  expect(await screen.findByText('Back online')).toBeInTheDocument();
  warn.mockRestore();
});
