import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/ui/styles.css';
import './preview.css';

type StoryTheme = 'light' | 'dark';

/**
 * Puts every story inside a `.loginkit` root in the toolbar's theme. Screen stories also get the
 * modal's panel around them; stories that draw their own page set `parameters.loginkitPanel: false`.
 */
const withLoginKitTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const panel = context.parameters.loginkitPanel !== false;
  return (
    <div className="loginkit loginkit-story" data-theme={theme}>
      {panel ? (
        <div className="loginkit-panel loginkit-story__panel">
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme of the loginkit screens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withLoginKitTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
