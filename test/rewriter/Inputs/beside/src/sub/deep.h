#pragma once
#define BESIDE_VALUE 1.0f
