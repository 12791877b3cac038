// Found through the target's include path: oxide-rewrite must see it too.
#pragma once
#define CONSUMER_BLOCK 128
