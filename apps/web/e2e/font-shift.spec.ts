import { testFontShift } from './support/font-shift';

testFontShift();
