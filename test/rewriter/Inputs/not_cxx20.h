#pragma once
constexpr int helper_value = 3;
