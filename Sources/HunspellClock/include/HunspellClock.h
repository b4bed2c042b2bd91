// Hunspell's calls to clock() are linked to the clock in clock.c (see there); there is nothing to call.
