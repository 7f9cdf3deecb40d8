import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, LoadingScreen, mergeStrings, StringsProvider } from 'loginkit/ui';

// The docs page of `StringsProvider` (loginkit/ui): the string table every screen below it reads
// (`useStrings`). Here it replaces one string of the English table for the loading screen.
const meta = {
  title: 'Reference/StringsProvider',
  component: StringsProvider,
  tags: ['autodocs'],
  args: { strings: mergeStrings(en, { loadingConfig: 'Getting things ready…' }), children: <LoadingScreen /> },
} satisfies Meta<typeof StringsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
