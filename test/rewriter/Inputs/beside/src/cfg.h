#pragma once
#define BESIDE_RACE (void)0
