// The styles of the Mantine components only pages use (tables, tabs, cards, date pickers...),
// loaded with every page but the first ones (router.tsx), so the login page does without them
// (issue 22, the first page). They come after styles.ts, in Mantine's order; nothing the shell
// shows (header, drawers, menus, bell, the gate's screens) may need one of them.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/dates/styles.css';
