// The allocator's options are set before main (see allocator.c); there is nothing to call.
