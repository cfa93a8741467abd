// The story kit (`@onsite/ui/testing`): the providers every story sits in and the helpers its play
// functions act with. For stories and tests only; it needs `storybook` and `msw`.
export { StoryProviders, type StoryProvidersProps } from './StoryProviders';
export * from './storyKit';
export { STORY_SESSION_TOKEN, withSessionToken } from './withSessionToken';
