// a/kernels.cu's parameters (habits.test edits this file, then rebuilds).
#pragma once
#define HABITS_A_BLOCK 128
