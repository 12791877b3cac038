#pragma once
// Reached through the project's own include path, which oxide-rewrite sees too.
#define APP_BLOCK 128
