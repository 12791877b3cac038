#pragma once
#define INC_A 1
