import { testFontShift } from './support/font-shift';

// The same at 375 px, where the fonts' widths move whole paragraphs.
testFontShift();
