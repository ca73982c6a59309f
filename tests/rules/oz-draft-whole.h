/* oz-draft-whole.h: one whole 3-player Oz draft as typed in from the box, played by the engine's
 * test (test-draft.c) and the command line's (test-draft-cli.c), so both play the same one. */
#pragma once

/* A whole 3-player draft typed in from the box: Ann ends with the book's example hand and its four
 * Story cards (20), Bob and Cleo tie at 34 and share the victory. */
static const char * const whole_draft[] = {
  /* round 1: Ann first */
  "deal dorothy / lion / ozdr-s10 ; tin man / tin man / ozdr-s19 ; oz / oz / ozdr-s42 ; dorothy / lion / ozdr-s21",
  "take 1", "take 2", "take 3",
  /* round 2: Bob first */
  "deal dorothy / lion / ozdr-s36 ; tin man / tin man / ozdr-s41 ; witch / witch / ozdr-s33 ; dorothy / lion / ozdr-s22",
  "take 2", "take 3", "take 1",
  "deal dorothy / lion / ozdr-s30 ; tin man / tin man / ozdr-s39 ; oz / oz / ozdr-s20 ; dorothy / lion / ozdr-s23",
  "take 3", "take 1", "take 2",
  "deal dorothy / lion / ozdr-s45 ; tin man / tin man / ozdr-s04 ; witch / witch / ozdr-s46 ; dorothy / lion / ozdr-s24",
  "take 1", "take 2", "take 3",
  /* round 5: each turns down the card just taken */
  "deal oz / toto / ozdr-s01 ; tin man / glinda / ozdr-s07 ; scarecrow / scarecrow / ozdr-s13 ; lion / toto / ozdr-s25",
  "take 2", "turn-down ozdr-s07", "take 3", "turn-down ozdr-s13", "take 1", "turn-down ozdr-s01",
  "deal oz / toto / ozdr-s02 ; glinda / glinda / ozdr-s08 ; scarecrow / dorothy / ozdr-s14 ; toto / toto / ozdr-s26",
  "take 3", "turn-down ozdr-s14", "take 1", "turn-down ozdr-s02", "take 2", "turn-down ozdr-s08",
  "deal oz / toto / ozdr-s03 ; glinda / glinda / ozdr-s09 ; oz / oz / ozdr-s15 ; toto / toto / ozdr-s27",
  "take 1", "turn-down ozdr-s03", "take 2", "turn-down ozdr-s09", "take 3", "turn-down ozdr-s15",
  "deal scarecrow / scarecrow / ozdr-s05 ; glinda / glinda / ozdr-s11 ; witch / witch / ozdr-s16 ; toto / scarecrow / ozdr-s28",
  "take 2", "turn-down ozdr-s11", "take 3", "turn-down ozdr-s16", "take 1", "turn-down ozdr-s05",
  "deal glinda / witch / ozdr-s06 ; glinda / witch / ozdr-s12 ; scarecrow / scarecrow / ozdr-s17 ; scarecrow / witch / ozdr-s31",
  "take 3", "turn-down ozdr-s17", "take 1", "turn-down ozdr-s06", "take 2", "turn-down ozdr-s12",
};
