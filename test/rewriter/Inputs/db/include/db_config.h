// Reached only through -I from the compilation database.
#pragma once
#define DB_BLOCK 128
