/** The setup prompt: a lazy entry so the shell's own chunk stays free of the vault. */
export { SetupPrompt } from './SetupPrompt';
