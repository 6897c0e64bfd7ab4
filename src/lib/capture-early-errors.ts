/**
 * Imported first by src/main.tsx, so that errors thrown while the other
 * modules evaluate are captured too (ES modules run in import order). Guarded
 * so that importing it outside a browser does nothing.
 */
import { installErrorCapture } from './monitor';

if (typeof window !== 'undefined') installErrorCapture(window);
